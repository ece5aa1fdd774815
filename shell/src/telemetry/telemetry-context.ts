// What every telemetry batch says about its page, the same in the browser (start-telemetry.ts) and
// on the shell's server (server/render-telemetry.ts): the environment, the route pattern, the
// release of every app on the page, and whether this page view reports at all.
import type { Composition } from '../platform/composition';
import type { RemoteRecord } from '../platform/remote-records';
import { telemetryRoutePattern } from './route-pattern';
import type { TelemetryContext } from './telemetry-batcher';

/** The shell's name among the releases (tooling/releases: one folder per app). */
export const SHELL_APP = 'shell';
/** A release no environment promoted (a local build). */
export const UNRELEASED = 'local';

/** A remote's app folder: mf_browse → mf-browse. */
export const appOfRemote = (remote: string) => remote.replace(/_/g, '-');

/** The release of `app` this visitor runs (the composition holds a canary visitor's canary already). */
export function releaseOfApp(composition: Composition, app: string): string {
  return composition.releases?.[app]?.version ?? UNRELEASED;
}

/** Every app on the page: the shell, and each remote this page has loaded. */
export function pageReleases(composition: Composition, loadedRemotes: readonly string[]): Record<string, string> {
  const releases: Record<string, string> = { [SHELL_APP]: releaseOfApp(composition, SHELL_APP) };
  for (const remote of loadedRemotes) releases[appOfRemote(remote)] = releaseOfApp(composition, appOfRemote(remote));
  return releases;
}

/**
 * The remotes a page view belongs to: each one it started to load, whether it has loaded, is still
 * loading or failed. A batch's releases are read when it is sent, and the first one (TTFB, FCP) often
 * goes before a remote has finished loading; a canary whose code never arrives is still the release
 * that visitor was given. Counting only loaded remotes left such page views to no release, and
 * release health compared too few of them (or none of a broken canary's).
 */
export function remotesOnPage(records: readonly Pick<RemoteRecord, 'name' | 'status'>[]): string[] {
  return records
    .filter((record) => record.status === 'loading' || record.status === 'loaded' || record.status === 'failed')
    .map((record) => record.name);
}

export function telemetryContext(composition: Composition, pathname: string, loadedRemotes: readonly string[]): TelemetryContext {
  return {
    environment: composition.environment,
    route: telemetryRoutePattern(pathname),
    releases: pageReleases(composition, loadedRemotes),
  };
}

/** Whether this page view reports: decided once, by the environment's rate. */
export function isSampled(composition: Composition, random: () => number = Math.random): boolean {
  const rate = composition.telemetry?.sampleRate ?? 0;
  return rate > 0 && random() < rate;
}
