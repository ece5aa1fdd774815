// Collects the browser's telemetry records and sends them in batches with navigator.sendBeacon:
// every 10 s and when the page is hidden, so nothing waits on the network and a closing tab
// still reports. Sampling is decided once per page, so a visitor's page is all in or all out.
export const TELEMETRY_FLUSH_INTERVAL_MS = 10_000;
/** The API refuses larger batches; a fuller queue is sent in several beacons. */
export const TELEMETRY_MAX_EVENTS_PER_BEACON = 50;

export type TelemetryRecord =
  | { kind: 'vital'; name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'; value: number }
  | { kind: 'error'; source: 'uncaught' | 'unhandled-rejection' | 'error-boundary'; message: string }
  | { kind: 'remote-failure'; remote: string; release: string; cause: 'network' | 'code' };

export interface TelemetryContext {
  environment: string;
  /** The route pattern ('/cars/:id'), never the URL. */
  route: string;
  /** app → release for every app mounted on the page, the shell included ('local' when unreleased). */
  releases: Record<string, string>;
}

export interface TelemetryBatch extends TelemetryContext {
  events: (TelemetryRecord & { at: number })[];
}

export interface TelemetryBatcherOptions {
  endpoint: string;
  sampleRate: number;
  context: () => TelemetryContext;
  random?: () => number;
  now?: () => number;
  sendBeacon?: (url: string, body: string) => boolean;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  visibility?: () => DocumentVisibilityState;
}

export interface TelemetryBatcher {
  /** False when this page was not sampled: records are dropped. */
  readonly sampled: boolean;
  record(record: TelemetryRecord): void;
  flush(): void;
  stop(): void;
}

/** A route pattern as sent: the path part only, whatever the caller passed. */
export function routePatternOf(route: string): string {
  const end = route.search(/[?#]/);
  return end === -1 ? route : route.slice(0, end);
}

export function createTelemetryBatcher(options: TelemetryBatcherOptions): TelemetryBatcher {
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const sendBeacon = options.sendBeacon ?? ((url: string, body: string) => navigator.sendBeacon(url, body));
  const target = options.target ?? window;
  const visibility = options.visibility ?? (() => document.visibilityState);
  const sampled = options.sampleRate > 0 && random() < options.sampleRate;
  let queue: TelemetryBatch['events'] = [];
  let batchContext: TelemetryContext | undefined;
  let stopped = false;

  const flush = () => {
    if (queue.length === 0 || !batchContext) return;
    const context = { ...batchContext, route: routePatternOf(batchContext.route) };
    for (let start = 0; start < queue.length; start += TELEMETRY_MAX_EVENTS_PER_BEACON) {
      const events = queue.slice(start, start + TELEMETRY_MAX_EVENTS_PER_BEACON);
      sendBeacon(options.endpoint, JSON.stringify({ ...context, events } satisfies TelemetryBatch));
    }
    queue = [];
    batchContext = undefined;
  };

  const onHidden = () => {
    if (visibility() === 'hidden') flush();
  };
  const timer = sampled ? setInterval(flush, TELEMETRY_FLUSH_INTERVAL_MS) : undefined;
  if (sampled) {
    target.addEventListener('pagehide', flush);
    target.addEventListener('visibilitychange', onHidden);
  }

  return {
    sampled,
    record(record) {
      if (!sampled || stopped) return;
      const context = options.context();
      // A batch carries one route: a navigation sends what the previous page collected first.
      if (batchContext && batchContext.route !== context.route) flush();
      batchContext = context;
      queue.push({ ...record, at: now() });
    },
    flush,
    stop() {
      flush();
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      target.removeEventListener('pagehide', flush);
      target.removeEventListener('visibilitychange', onHidden);
    },
  };
}
