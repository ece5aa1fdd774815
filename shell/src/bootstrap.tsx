// Starts the shell: read the environment's composition file, register the remotes it
// names (plus any staging override), point the API client at its API, then render.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  appStore,
  configureApi,
  configureSite,
  createQueryClient,
  restoreQueries,
  sessionAtom,
  syncServerSession,
} from '@carmarket/shared';
import { ShellTree } from './app/shell-tree';
import { browserCanaryBucket, compositionForVisitor } from './platform/canary';
import { fetchComposition } from './platform/composition';
import { preloadExposed, registerComposition } from './platform/federation';
import { remoteForFirstPaint } from './platform/route-remotes';
import { resolveOverrides, stripOverrideParams } from './platform/overrides';
import type { PlatformInfo } from './platform/platform-context';
import { documentParsed, readServerRenderedPage } from './platform/server-rendered';
import { renderStartupFailure } from './platform/startup-failure';
import { HYDRATED_EVENT, isPageHydrated } from './platform/hydration-signal';
import { startTelemetry } from './telemetry/start-telemetry';
import { capturePageErrors } from './telemetry/telemetry-queue';

const container = document.getElementById('root')!;
// Release health (issue 27): errors from the start on, reported if this page is sampled.
capturePageErrors();

async function start() {
  // This visitor's release of each remote (canary.ts): the same cookie the server rendered with.
  const stored = await fetchComposition();
  const composition = compositionForVisitor(stored, browserCanaryBucket(stored));
  configureApi({ baseUrl: composition.apiBaseUrl });
  configureSite({ publicOrigin: composition.publicOrigin ?? window.location.origin });
  const { overrides, rejected } = resolveOverrides(window.location.search, composition);
  const cleanSearch = stripOverrideParams(window.location.search);
  if (cleanSearch !== window.location.search) {
    window.history.replaceState(null, '', `${window.location.pathname}${cleanSearch}${window.location.hash}`);
  }
  registerComposition(composition, overrides);
  // The shell's server session cookie follows this browser's session (shared/src/session/session-cookie.ts).
  void syncServerSession(appStore.get(sessionAtom));
  const firstRemote = remoteForFirstPaint(window.location.pathname);
  if (firstRemote) preloadExposed(firstRemote.remote, firstRemote.module);
  const platform: PlatformInfo = { composition, overrides, rejectedOverrides: rejected };
  // Real-user telemetry once React owns the page: it costs neither the first paint nor the first input.
  if (isPageHydrated()) startTelemetry(composition);
  else window.addEventListener(HYDRATED_EVENT, () => startTelemetry(composition), { once: true });
  // A page the shell's server rendered (issue 15) is hydrated, with the data it was rendered from
  // (once it has all arrived); any other is rendered here as before.
  await documentParsed();
  const serverPage = readServerRenderedPage(container);
  // The page's one query client: every remote renders inside this tree and reads it through
  // context (ADR 0008). A server-rendered page's answers go in before the first render.
  const queryClient = createQueryClient();
  if (serverPage) restoreQueries(queryClient, serverPage.snapshot);
  const page = <ShellTree queryClient={queryClient} platform={platform} />;
  // The first render is a transition: React renders the page in slices instead of one long task
  // on a slow phone (Total Blocking Time). The mark splits the start-up (composition, federation)
  // from hydration itself in bench/hydration-cost.mjs.
  if (serverPage) performance.mark('carmarket:hydrate-start');
  startTransition(() => {
    if (serverPage) hydrateRoot(container, page);
    else createRoot(container).render(page);
  });
}

start().catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  renderStartupFailure(container);
});
