// A car's page counts a view of its visitor (the API's GET /cars/:id does it, once per visitor per
// car per UTC day). A page the shell's server answers from its HTML cache was rendered for someone
// else and asks the API nothing for this visitor, so the server records the view on its own.
//
// Not one API call per page: a cached car page is answered in well under a millisecond, and a
// request to the API for each (a write on the database) made the cache ~20 times slower under load
// (docs/BENCHMARKS.md, "Shell HTML cache"). Views wait in a queue for at most `flushEveryMs`, the
// same visitor's repeats of one car collapse, and each flush is one POST /api/v1/car-views per API
// with up to CAR_VIEWS_BATCH_MAX views. The API believes each view's X-Forwarded-For only from a
// trusted proxy (TRUST_PROXY) and counts once per visitor per day, so a view sent twice, by two shell
// processes or after a render that counted it already, changes nothing. What waits here is at most
// half a second of views: lost if the process is killed, never a wrong answer; a clean stop flushes.

const CAR_PAGE = /^\/buy-car\/([^/]+)$/;
/** The contract's bounds (shared/src/contracts/api/cars.ts): a longer value would refuse the whole batch. */
const CAR_ID_MAX = 100;
const HEADER_MAX = 1000;
export const CAR_VIEWS_BATCH_MAX = 200;
export const FLUSH_EVERY_MS = 500;
export const QUEUE_MAX = 20_000;

/** The car id of a car page's path ('/buy-car/abc' -> 'abc'), else undefined. */
export function carIdOfPage(pathname) {
  return CAR_PAGE.exec(pathname)?.[1];
}

/**
 * @param {{ log: (message: string, error?: unknown) => void, fetchImpl?: typeof fetch, flushEveryMs?: number, maxQueued?: number }} options
 */
export function createCarPageViews({ log, fetchImpl = fetch, flushEveryMs = FLUSH_EVERY_MS, maxQueued = QUEUE_MAX }) {
  /** @type {Map<string, Map<string, { carId: string, forwardedFor?: string, userAgent?: string }>>} per API base URL, per view key */
  const pending = new Map();
  let queued = 0;
  let dropped = 0;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null;
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();

  async function post(apiBaseUrl, views) {
    const url = `${apiBaseUrl.replace(/\/+$/, '')}/api/v1/car-views`;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ views }),
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      if (!response.ok) log(`[ssr] ${views.length} car page views were not counted (${response.status})`);
    } catch (error) {
      log(`[ssr] ${views.length} car page views were not counted`, error);
    }
  }

  /** Sends everything queued now; resolves when the API has answered (or failed). */
  async function flush() {
    if (timer) clearTimeout(timer);
    timer = null;
    const batches = [...pending.entries()];
    pending.clear();
    queued = 0;
    if (dropped > 0) {
      log(`[ssr] ${dropped} car page views were not counted: more than ${maxQueued} waited for the API`);
      dropped = 0;
    }
    for (const [apiBaseUrl, views] of batches) {
      const list = [...views.values()];
      for (let start = 0; start < list.length; start += CAR_VIEWS_BATCH_MAX) {
        const sent = post(apiBaseUrl, list.slice(start, start + CAR_VIEWS_BATCH_MAX));
        inFlight.add(sent);
        void sent.finally(() => inFlight.delete(sent));
      }
    }
    await Promise.all([...inFlight]);
  }

  return {
    /**
     * Queues the view of `carId` by the visitor named by `visitor` (visitor-headers.mjs).
     * @param {{ apiBaseUrl: string, carId: string, visitor: Record<string, string> }} view
     */
    add({ apiBaseUrl, carId, visitor }) {
      if (carId.length > CAR_ID_MAX) return;
      const forwardedFor = visitor['X-Forwarded-For']?.slice(-HEADER_MAX);
      const userAgent = visitor['User-Agent']?.slice(0, HEADER_MAX);
      const key = `${carId}\n${forwardedFor ?? ''}\n${userAgent ?? ''}`;
      let views = pending.get(apiBaseUrl);
      if (views?.has(key)) return;
      if (queued >= maxQueued) {
        dropped += 1;
        return;
      }
      if (!views) pending.set(apiBaseUrl, (views = new Map()));
      views.set(key, { carId, ...(forwardedFor ? { forwardedFor } : {}), ...(userAgent ? { userAgent } : {}) });
      queued += 1;
      if (!timer) {
        timer = setTimeout(() => void flush(), flushEveryMs);
        timer.unref();
      }
    },
    flush,
    /** Views waiting for the next flush. */
    get queued() {
      return queued;
    },
  };
}
