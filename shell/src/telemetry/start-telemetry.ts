// Starts the page's real-user telemetry (issue 27) once React owns the page: the composition's
// telemetry.sampleRate decides, once per page view, whether this page reports at all; a page that
// does loads the reporter (web-vitals and the batcher, their own chunk) when the browser is idle.
// An unsampled page, or an environment without telemetry, downloads nothing and sends nothing.
import { apiUrl, whenIdle } from '@carmarket/shared';
import type { Composition } from '../platform/composition';
import { getRemoteRecords } from '../platform/remote-records';
import { appOfRemote, isSampled, releaseOfApp, remotesOnPage, telemetryContext } from './telemetry-context';
import { stopTelemetryQueue } from './telemetry-queue';

export function startTelemetry(composition: Composition, random: () => number = Math.random): void {
  if (!isSampled(composition, random)) {
    stopTelemetryQueue();
    return;
  }
  const loadedRemotes = () => remotesOnPage(getRemoteRecords());
  whenIdle(
    () => {
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
    },
    { fallbackDelayMs: 1000 },
  );
}
