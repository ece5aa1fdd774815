// A small in-process cache for read-heavy public responses (listing pages, facets, getAll).
// Any car write bumps the version, so a cached page never outlives a change of the data it shows;
// only counters that change on reads (views, saves) may lag by at most the TTL.
export interface ResponseCache {
  get<T>(key: string): T | undefined;
  set<T>(key: string, value: T): void;
  invalidate(): void;
}

export function createResponseCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): ResponseCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: unknown; at: number }>();
  return {
    get<T>(key: string): T | undefined {
      if (options.ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.at > options.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value) {
      if (options.ttlMs <= 0) return;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { value, at: now() });
    },
    invalidate() {
      entries.clear();
    },
  };
}
