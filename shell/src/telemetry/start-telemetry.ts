// Starts the page's real-user telemetry (issue 27) once React owns the page: the composition's
// telemetry.sampleRate decides, once per page view, whether this page reports at all; a page that
// does loads the reporter (web-vitals and the batcher, their own chunk) when the browser is idle.
// An unsampled page, or an environment without telemetry, downloads nothing and sends nothing.
import { apiUrl } from '@carmarket/shared';
import type { Composition } from '../platform/composition';
import { getRemoteRecords } from '../platform/remote-records';
import { telemetryRoutePattern } from './route-pattern';
import type { TelemetryContext } from './telemetry-batcher';
import { stopTelemetryQueue } from './telemetry-queue';

/** The shell's name among the releases (tooling/releases: one folder per app). */
const SHELL_APP = 'shell';
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

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 5000 });
  else window.setTimeout(callback, 1000);
}

export function startTelemetry(composition: Composition, random: () => number = Math.random): void {
  if (!isSampled(composition, random)) {
    stopTelemetryQueue();
    return;
  }
  const loadedRemotes = () =>
    getRemoteRecords()
      .filter((record) => record.status === 'loaded')
      .map((record) => record.name);
  whenIdle(() => {
    import(/* webpackChunkName: "telemetry" */ './telemetry-reporter')
      .then(({ startTelemetryReporter }) =>
        startTelemetryReporter({
          endpoint: apiUrl('api/v1/telemetry'),
          context: () => telemetryContext(composition, window.location.pathname, loadedRemotes()),
          releaseOf: (remote) => releaseOfApp(composition, appOfRemote(remote)),
        }),
      )
      // Telemetry never breaks a page: a chunk that does not come only means this page does not report.
      .catch(() => stopTelemetryQueue());
  });
}
