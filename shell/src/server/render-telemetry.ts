// The shell's server records its own release health (issue 27, deliverable 1): per page render, how
// long it took and whether a slot fell back and why ('timeout', 'error', 'unavailable'), and the same
// for the route's remote with that remote's release. Sampled by the composition's telemetry rate
// like the browser's page views, tagged with the environment, the route pattern and the releases.
//
// Not one request per render: records wait here and go to POST /api/v1/telemetry in batches every
// `flushEveryMs`, one batch per page kind (API × environment × route × releases, at most
// TELEMETRY_MAX_EVENTS records each). The API limits beacons per address, and every render of this
// process comes from one address, so a flush sends at most `maxBatchesPerFlush` batches and keeps the
// rest for the next; a queue over `maxQueued` drops new records and says how many. What waits here is
// at most one flush interval of records: lost if the process is killed, never a wrong answer (each
// server process keeps its own queue; the API's roll-up adds them up).
import type { TelemetryBatch, TelemetryEvent } from '@carmarket/shared/api-contracts';
import type { Composition } from '../platform/composition';
import { isSampled, releaseOfApp, appOfRemote, telemetryContext } from '../telemetry/telemetry-context';

export type RenderFallbackReason = 'timeout' | 'error' | 'unavailable';

/** What one render of the shell's server did. */
export interface RenderOutcome {
  composition: Composition;
  pathname: string;
  /** From the request's start to the whole document written (or the render given up). */
  durationMs: number;
  /** Set when any part of the page fell back to what the browser renders itself. */
  fellBack?: RenderFallbackReason;
  /** The route's remote (its module and its data for the first paint), when the route has one. */
  remote?: { name: string; durationMs: number; fellBack?: RenderFallbackReason };
}

export interface RenderTelemetry {
  record(outcome: RenderOutcome): void;
  /** Sends what waits (at most `maxBatchesPerFlush` batches); resolves when the API answered. */
  flush(): Promise<void>;
  /** Records waiting for a flush. */
  readonly queued: number;
}

export interface RenderTelemetryOptions {
  log: (message: string, error?: unknown) => void;
  send?: (apiBaseUrl: string, batch: TelemetryBatch) => Promise<void>;
  flushEveryMs?: number;
  maxBatchesPerFlush?: number;
  maxQueued?: number;
  random?: () => number;
  now?: () => number;
}

export const RENDER_TELEMETRY_FLUSH_MS = 10_000;
/** Six flushes a minute × 5: half the API's default 60 beacons a minute per address. */
export const RENDER_TELEMETRY_BATCHES_PER_FLUSH = 5;
export const RENDER_TELEMETRY_MAX_QUEUED = 5_000;
/** The API refuses a larger batch (TELEMETRY_MAX_EVENTS). */
const EVENTS_PER_BATCH = 50;
/** Measures are whole milliseconds under the contract's bound (TELEMETRY_MAX_VALUE). */
const MAX_MEASURE_MS = 600_000;

const measure = (ms: number) => Math.min(MAX_MEASURE_MS, Math.max(0, Math.round(ms)));

async function postBatch(apiBaseUrl: string, batch: TelemetryBatch): Promise<void> {
  const response = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/api/v1/telemetry`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
    signal: AbortSignal.timeout(5000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`POST /api/v1/telemetry answered ${response.status}`);
}

/** The events of one render: the page's, then its route remote's with the remote and its release. */
export function renderEvents(outcome: RenderOutcome, at: number): TelemetryEvent[] {
  const page: TelemetryEvent = {
    kind: 'render',
    durationMs: measure(outcome.durationMs),
    ...(outcome.fellBack ? { fellBack: outcome.fellBack } : {}),
    at,
  };
  const { remote } = outcome;
  if (!remote) return [page];
  return [
    page,
    {
      kind: 'render',
      remote: remote.name,
      release: releaseOfApp(outcome.composition, appOfRemote(remote.name)),
      durationMs: measure(remote.durationMs),
      ...(remote.fellBack ? { fellBack: remote.fellBack } : {}),
      at,
    },
  ];
}

interface PendingBatch {
  apiBaseUrl: string;
  context: Omit<TelemetryBatch, 'events'>;
  events: TelemetryEvent[];
}

export function createRenderTelemetry({
  log,
  send = postBatch,
  flushEveryMs = RENDER_TELEMETRY_FLUSH_MS,
  maxBatchesPerFlush = RENDER_TELEMETRY_BATCHES_PER_FLUSH,
  maxQueued = RENDER_TELEMETRY_MAX_QUEUED,
  random = Math.random,
  now = Date.now,
}: RenderTelemetryOptions): RenderTelemetry {
  /** Per API and page kind, in the order they first waited. */
  const pending = new Map<string, PendingBatch>();
  let queued = 0;
  let dropped = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const schedule = () => {
    if (timer || queued === 0) return;
    timer = setTimeout(() => void flush(), flushEveryMs);
    timer.unref?.();
  };

  /** The next batch to send: up to EVENTS_PER_BATCH records of the oldest page kind. */
  function takeBatch(): { apiBaseUrl: string; batch: TelemetryBatch } | null {
    const first = pending.entries().next();
    if (first.done) return null;
    const [key, waiting] = first.value;
    const events = waiting.events.splice(0, EVENTS_PER_BATCH);
    if (waiting.events.length === 0) pending.delete(key);
    queued -= events.length;
    return { apiBaseUrl: waiting.apiBaseUrl, batch: { ...waiting.context, events } };
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (dropped > 0) {
      log(`[ssr] ${dropped} render telemetry records were dropped: more than ${maxQueued} waited for the API`);
      dropped = 0;
    }
    const sending: Promise<void>[] = [];
    for (let sent = 0; sent < maxBatchesPerFlush; sent += 1) {
      const next = takeBatch();
      if (!next) break;
      sending.push(
        send(next.apiBaseUrl, next.batch).catch((error: unknown) =>
          log(`[ssr] ${next.batch.events.length} render telemetry records were not stored`, error),
        ),
      );
    }
    // What a flush could not send goes with the next one.
    schedule();
    await Promise.all(sending);
  }

  return {
    record(outcome) {
      if (!isSampled(outcome.composition, random)) return;
      const events = renderEvents(outcome, now());
      if (queued + events.length > maxQueued) {
        dropped += events.length;
        return;
      }
      const context = telemetryContext(outcome.composition, outcome.pathname, outcome.remote ? [outcome.remote.name] : []);
      const key = JSON.stringify([outcome.composition.apiBaseUrl, context.environment, context.route, context.releases]);
      const waiting = pending.get(key);
      if (waiting) waiting.events.push(...events);
      else pending.set(key, { apiBaseUrl: outcome.composition.apiBaseUrl, context, events });
      queued += events.length;
      schedule();
    },
    flush,
    get queued() {
      return queued;
    },
  };
}
