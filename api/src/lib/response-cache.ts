// A short in-process cache of serialized public responses (listing pages, getAll pages, home stats).
// Keys are canonical public URLs (cacheKey: PUBLIC_URL + path + canonical query), so nothing a client
// sends beyond the query it asks for (a Host header, parameter order, junk parameters) can add entries.
// It holds at most maxBytes of bodies: the least recently used go first (lru-cache's maxSize).
//
// Several API instances share one database. Each body remembers the listing version it was
// computed under (lib/listing-version.ts: a counter the database bumps with every write the
// listings show, on any instance); getOrCompute serves it only while that version is current, read
// at most every VERSION_CHECK_MS, so another instance's write shows here within that plus one
// computation. A write through this process clears the cache at once. Read-driven counters that
// bump no version (a car's views) are bounded by the TTL instead: a body is served at most ttlMs
// after its computation started (capped at MAX_RESPONSE_AGE_MS). Past half its TTL a body is still
// answered while one refresh runs in the background (never past a version change), and callers that
// miss together share one computation.
import { LRUCache } from 'lru-cache';
import type { ListingVersion } from './listing-version';

/** How often an instance reads the listing version: the bound on another instance's write showing, before recomputation. */
export const VERSION_CHECK_MS = 100;
/** The longest a body may be served after its computation started (views only: writes bump the version). */
export const MAX_RESPONSE_AGE_MS = 30_000;
/** The default TTL: how long a car's views shown in a listing may lag. */
export const DEFAULT_RESPONSE_TTL_MS = 10_000;

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
  /** The listing version read before it was computed ('' without one). */
  version: string;
}

export function createResponseCache(options: {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
  /** The database's listing version; without it only the TTL bounds a body's age. */
  version?: ListingVersion;
}): ResponseCache {
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

  const versionNow = async () => (options.version ? options.version.current() : '');
  const fresh = (key: string, version?: string): Entry | undefined => {
    const entry = lru.get(key);
    if (entry === undefined) return undefined;
    if (now() - entry.at > ttlMs || (version !== undefined && entry.version !== version)) {
      lru.delete(key);
      return undefined;
    }
    return entry;
  };
  const store = (key: string, body: string, at: number, version: string) => {
    // lru-cache refuses (and evicts nothing for) an entry larger than maxSize.
    if (bytesOf(body) + key.length > options.maxBytes) return;
    lru.set(key, { body, at, version });
  };
  /** One computation per key and version at a time. */
  const compute = (key: string, version: string, run: () => Promise<string>): Promise<string> => {
    const pendingKey = `${version}\u0000${key}`;
    const running = pending.get(pendingKey);
    if (running) return running;
    const at = now();
    const startedIn = generation;
    const map = pending;
    const promise = run().then(
      (body) => {
        if (startedIn === generation) store(key, body, at, version);
        map.delete(pendingKey);
        return body;
      },
      (error: unknown) => {
        map.delete(pendingKey);
        throw error;
      },
    );
    map.set(pendingKey, promise);
    return promise;
  };

  return {
    get: (key) => fresh(key)?.body,
    set: (key, body) => store(key, body, now(), ''),
    async getOrCompute(key, run) {
      // Read before computing: a write committed during the computation leaves the body behind the version.
      const version = await versionNow();
      const entry = fresh(key, version);
      if (entry === undefined) return compute(key, version, run);
      // Past half its life: refresh in the background, answer with the body still inside the bound.
      if (now() - entry.at > ttlMs / 2) compute(key, version, run).catch(() => undefined);
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
