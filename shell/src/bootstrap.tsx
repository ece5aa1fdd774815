// Starts the shell: read the environment's composition file, register the remotes it
// names (plus any staging override), point the API client at its API, then render.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, configureApi, configureSite, createQueryClient } from '@carmarket/shared';
import { App } from './app/app';
import { fetchComposition } from './platform/composition';
import { preloadExposed, registerComposition } from './platform/federation';
import { remoteForFirstPaint } from './platform/route-remotes';
import { resolveOverrides, stripOverrideParams } from './platform/overrides';
import { PlatformContext, type PlatformInfo } from './platform/platform-context';
import { renderStartupFailure } from './platform/startup-failure';

const container = document.getElementById('root')!;
const root = createRoot(container);

async function start() {
  const composition = await fetchComposition();
  configureApi({ baseUrl: composition.apiBaseUrl });
  configureSite({ publicOrigin: composition.publicOrigin ?? window.location.origin });
  const { overrides, rejected } = resolveOverrides(window.location.search, composition);
  const cleanSearch = stripOverrideParams(window.location.search);
  if (cleanSearch !== window.location.search) {
    window.history.replaceState(null, '', `${window.location.pathname}${cleanSearch}${window.location.hash}`);
  }
  registerComposition(composition, overrides);
  const firstRemote = remoteForFirstPaint(window.location.pathname);
  if (firstRemote) preloadExposed(firstRemote.remote, firstRemote.module);
  const platform: PlatformInfo = { composition, overrides, rejectedOverrides: rejected };
  // The page's one query client: every remote renders inside this tree and reads it through
  // context (ADR 0008). Issue 15's server-rendered pages will hydrate it here.
  const queryClient = createQueryClient();
  // The first render is a transition: React renders the page in slices instead of one long task
  // on a slow phone (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <PlatformContext.Provider value={platform}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </PlatformContext.Provider>
        </AppProviders>
      </StrictMode>,
    );
  });
}

start().catch((error: unknown) => {
  console.error('[shell] start-up failed', error);
  renderStartupFailure(container);
});
