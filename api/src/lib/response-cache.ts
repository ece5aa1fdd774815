// A short in-process cache of serialized public responses (listing pages, getAll pages, home stats).
// Keys are canonical public URLs (cacheKey: PUBLIC_URL + path + canonical query), so nothing a client
// sends beyond the query it asks for (a Host header, parameter order, junk parameters) can add entries.
// It holds at most maxBytes of bodies: the least recently used go first (lru-cache's maxSize).
//
// Several API instances share one database and nothing tells this process about another's writes,
// so a body is served at most ttlMs after its computation started, and ttlMs is capped at
// MAX_RESPONSE_AGE_MS (1 s): a write on any instance shows everywhere within that. A write through
// this process clears the cache at once. getOrCompute answers from a body older than half the TTL
// while one refresh runs in the background (stale-while-revalidate inside the bound), and callers
// that miss together share one computation, so a busy key costs one query per half TTL per process.
import { LRUCache } from 'lru-cache';

/** The longest any cached body may be served after its computation started (issue 13: 1 s). */
export const MAX_RESPONSE_AGE_MS = 1000;

export interface ResponseCache {
  /** A cached JSON body, or undefined. */
  get(key: string): string | undefined;
  /** Caches a JSON body; a body larger than the whole budget is not cached. */
  set(key: string, body: string): void;
  /** The cached body, or computes it once for every caller waiting on the same key. */
  getOrCompute(key: string, compute: () => Promise<string>): Promise<string>;
  invalidate(): void;
  /** Bytes held now (for tests and diagnostics). */
  readonly size: number;
}

/** The cache key of a public GET-like response: the URL a canonical client would ask for. */
export function cacheKey(publicUrl: string, path: string, canonicalQuery: URLSearchParams | string = ''): string {
  const query = String(canonicalQuery);
  return `${publicUrl}${path}${query ? `?${query}` : ''}`;
}

/** UTF-8 size of a body (what it costs to hold and to send). */
const bytesOf = (body: string) => Buffer.byteLength(body, 'utf8');

interface Entry {
  body: string;
  /** When its computation started (the data it shows is at least this fresh). */
  at: number;
}

export function createResponseCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): ResponseCache {
  const ttlMs = Math.min(options.ttlMs, MAX_RESPONSE_AGE_MS);
  if (ttlMs <= 0) {
    return { get: () => undefined, set: () => undefined, getOrCompute: (_key, compute) => compute(), invalidate: () => undefined, size: 0 };
  }
  const now = options.now ?? Date.now;
  const lru = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry, key) => Math.max(1, bytesOf(entry.body) + key.length),
  });
  /** Computations under way, by key; dropped by invalidate so no later caller gets a pre-write body. */
  let pending = new Map<string, Promise<string>>();
  let generation = 0;

  const fresh = (key: string): Entry | undefined => {
    const entry = lru.get(key);
    if (entry === undefined) return undefined;
    if (now() - entry.at > ttlMs) {
      lru.delete(key);
      return undefined;
    }
    return entry;
  };
  const store = (key: string, body: string, at: number) => {
    // lru-cache refuses (and evicts nothing for) an entry larger than maxSize.
    if (bytesOf(body) + key.length > options.maxBytes) return;
    lru.set(key, { body, at });
  };
  const compute = (key: string, run: () => Promise<string>): Promise<string> => {
    const running = pending.get(key);
    if (running) return running;
    const at = now();
    const startedIn = generation;
    const map = pending;
    const promise = run().then(
      (body) => {
        if (startedIn === generation) store(key, body, at);
        map.delete(key);
        return body;
      },
      (error: unknown) => {
        map.delete(key);
        throw error;
      },
    );
    map.set(key, promise);
    return promise;
  };

  return {
    get: (key) => fresh(key)?.body,
    set: (key, body) => store(key, body, now()),
    async getOrCompute(key, run) {
      const entry = fresh(key);
      if (entry === undefined) return compute(key, run);
      // Past half its life: refresh in the background, answer with the body still inside the bound.
      if (now() - entry.at > ttlMs / 2) compute(key, run).catch(() => undefined);
      return entry.body;
    },
    invalidate() {
      generation += 1;
      pending = new Map();
      lru.clear();
    },
    get size() {
      return lru.calculatedSize;
    },
  };
}
