// The version of the data anonymous pages show, read from the API (GET /api/v1/listing-version:
// the database's listing_version, bumped in the same transaction as every write to cars, car
// images and users, on any API instance; migration 0007). The HTML cache (html-cache.mjs) serves
// an entry only while the version it was rendered under is the current one, so a write shows on
// every shell instance once each has read the new version: at most `checkEveryMs` after the API
// knows it. Reads are coalesced (one request in flight; an answer reused for checkEveryMs), so a
// burst of documents costs one small request. A failed read gives null and is not remembered: no
// version, no cache (the page is rendered as if there were none).

/** How often a shell process asks the API for the version: the bound on a write reaching its cache. */
export const VERSION_CHECK_MS = 250;
/** A version answer slower than this counts as none (the page renders uncached). */
export const VERSION_TIMEOUT_MS = 500;

export const DATA_VERSION_PATH = '/api/v1/listing-version';

/**
 * @param {{ checkEveryMs?: number, timeoutMs?: number, fetch?: typeof fetch, now?: () => number, log?: (message: string, error?: unknown) => void }} [options]
 */
export function createDataVersion({
  checkEveryMs = VERSION_CHECK_MS,
  timeoutMs = VERSION_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
  now = Date.now,
  log = () => {},
} = {}) {
  /** Per API (the composition names it, and may change): the last read and when it started. */
  const reads = new Map();

  async function read(apiBaseUrl) {
    const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}${DATA_VERSION_PATH}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`GET ${DATA_VERSION_PATH} answered ${response.status}`);
    const body = await response.json();
    if (typeof body?.version !== 'string' || !body.version) throw new Error(`GET ${DATA_VERSION_PATH}: no version`);
    return body.version;
  }

  return {
    /** The API's current data version (at most checkEveryMs old), or null when it cannot be read. */
    current(apiBaseUrl) {
      const at = now();
      const last = reads.get(apiBaseUrl);
      if (last && at - last.at < checkEveryMs) return last.value;
      const value = read(apiBaseUrl).catch((error) => {
        if (reads.get(apiBaseUrl)?.value === value) reads.delete(apiBaseUrl);
        log('[ssr] data version not read: pages render uncached', error);
        return null;
      });
      reads.set(apiBaseUrl, { at, value });
      return value;
    },
  };
}
