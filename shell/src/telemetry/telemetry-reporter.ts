// The page's telemetry reporter (issue 27): Core Web Vitals from Google's web-vitals, the errors and
// remote failures the page held (telemetry-queue.ts), batched and sent with sendBeacon to
// POST /api/v1/telemetry (telemetry-batcher.ts). Its own chunk, loaded after hydration and only on a
// sampled page: web-vitals reads the paint and input entries the browser buffered meanwhile.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { createTelemetryBatcher, type TelemetryBatcher, type TelemetryContext } from './telemetry-batcher';
import { connectTelemetry, type QueuedRecord } from './telemetry-queue';

export interface TelemetryReporterOptions {
  endpoint: string;
  context: () => TelemetryContext;
  /** A remote's release on this page (the composition's, a canary's for a canary visitor). */
  releaseOf: (remote: string) => string;
}

export function startTelemetryReporter({ endpoint, context, releaseOf }: TelemetryReporterOptions): TelemetryBatcher {
  // Sampled already (start-telemetry.ts): this page reports all it sees.
  const batcher = createTelemetryBatcher({ endpoint, sampleRate: 1, context });
  const onMetric = (metric: Metric) => batcher.record({ kind: 'vital', name: metric.name, value: metric.value });
  onLCP(onMetric);
  onINP(onMetric);
  onCLS(onMetric);
  onFCP(onMetric);
  onTTFB(onMetric);
  connectTelemetry((record: QueuedRecord) => {
    if (record.kind === 'remote-failure') batcher.record({ ...record, release: releaseOf(record.remote) });
    else batcher.record(record);
  });
  return batcher;
}
