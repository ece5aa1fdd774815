// An in-process cache of serialized public responses (listing pages, getAll pages, home stats).
// Keys are canonical public URLs (cacheKey: PUBLIC_URL + path + canonical query), so nothing a client
// sends beyond the query it asks for (a Host header, parameter order, junk parameters) can add entries.
// It holds at most maxBytes of bodies: the least recently used go first (lru-cache's maxSize).
// Any car write clears it, so a cached page never outlives a change of the data it shows; only
// counters that change on reads (views, saves) may lag by at most the TTL.
import { LRUCache } from 'lru-cache';

export interface ResponseCache {
  /** A cached JSON body, or undefined. */
  get(key: string): string | undefined;
  /** Caches a JSON body; a body larger than the whole budget is not cached. */
  set(key: string, body: string): void;
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

export function createResponseCache(options: { ttlMs: number; maxBytes: number; now?: () => number }): ResponseCache {
  if (options.ttlMs <= 0) {
    return { get: () => undefined, set: () => undefined, invalidate: () => undefined, size: 0 };
  }
  const now = options.now ?? Date.now;
  const lru = new LRUCache<string, string>({
    maxSize: options.maxBytes,
    sizeCalculation: (body, key) => Math.max(1, bytesOf(body) + key.length),
    ttl: options.ttlMs,
    // The injectable time source keeps tests on a fake clock.
    perf: { now },
    ttlResolution: 0,
  });
  return {
    get: (key) => lru.get(key),
    set(key, body) {
      // lru-cache refuses (and evicts nothing for) an entry larger than maxSize.
      if (bytesOf(body) + key.length > options.maxBytes) return;
      lru.set(key, body);
    },
    invalidate: () => lru.clear(),
    get size() {
      return lru.calculatedSize;
    },
  };
}
