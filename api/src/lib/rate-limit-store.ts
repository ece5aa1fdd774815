// @fastify/rate-limit's store on the database, so every API instance counts against the same
// limits (issue 13): one row per key and fixed window, bumped by a single atomic upsert.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Clock } from './clock';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts `count` hits of `key` in a fixed window of `windowMs` (a new window starts when the last one
 * ended); answers the total after them.
 */
export async function hitRateLimit(db: Kysely<Database>, clock: Clock, key: string, windowMs: number, count = 1): Promise<RateLimitHit> {
  const now = clock();
  const endsAt = new Date(now.getTime() + windowMs);
  const row = await sql<{ hits: number; windowEndsAt: Date | string }>`
    insert into rate_limit_counters as c (key, hits, window_ends_at) values (${key}, ${count}, ${endsAt})
    on conflict (key) do update set
      hits = case when c.window_ends_at <= ${now} then ${count} else c.hits + ${count} end,
      window_ends_at = case when c.window_ends_at <= ${now} then ${endsAt} else c.window_ends_at end
    returning hits, window_ends_at`.execute(db);
  const result = row.rows[0]!;
  return { current: result.hits, ttl: Math.max(0, new Date(result.windowEndsAt).getTime() - now.getTime()) };
}

/**
 * hitRateLimit with at most one write in flight per key in this process: hits of a key that arrive
 * while its write runs wait and are then counted together in one upsert (each still gets its own
 * exact count). Many requests from one address (a busy proxy, a benchmark) then cost one database
 * round trip per batch instead of a queue of writes waiting on the same row and holding pool connections.
 */
export function createBatchedHits(db: Kysely<Database>, clock: Clock) {
  interface Waiter {
    windowMs: number;
    resolve: (hit: RateLimitHit) => void;
    reject: (error: unknown) => void;
  }
  const queues = new Map<string, Waiter[]>();
  const flush = async (key: string) => {
    for (;;) {
      const waiting = queues.get(key) ?? [];
      if (waiting.length === 0) {
        queues.delete(key);
        return;
      }
      // Taken now: hits arriving during this write form the next batch.
      queues.set(key, []);
      try {
        const total = await hitRateLimit(db, clock, key, waiting[0]!.windowMs, waiting.length);
        waiting.forEach((waiter, index) => waiter.resolve({ current: total.current - waiting.length + index + 1, ttl: total.ttl }));
      } catch (error) {
        for (const waiter of waiting) waiter.reject(error);
      }
    }
  };
  return (key: string, windowMs: number): Promise<RateLimitHit> =>
    new Promise((resolve, reject) => {
      const waiting = queues.get(key);
      if (waiting) {
        waiting.push({ windowMs, resolve, reject });
        return;
      }
      queues.set(key, [{ windowMs, resolve, reject }]);
      void flush(key);
    });
}

/** Deletes the windows that ended before `before` (housekeeping). */
export async function deleteEndedRateLimitWindows(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('rateLimitCounters').where('windowEndsAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The store class for @fastify/rate-limit's `store` option. `prefix` separates the counters of apps
 * that share a database but must not share limits (tests); every instance of one deployment uses the
 * same prefix (''), so they share every counter.
 */
export function createDatabaseRateLimitStore(db: Kysely<Database>, clock: Clock, prefix = ''): FastifyRateLimitStoreCtor {
  const hit = createBatchedHits(db, clock);
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    /** The plugin passes its options (unused); child() passes the route's namespace. */
    constructor(_pluginOptions?: unknown, namespace = `${prefix}global:`) {
      this.namespace = namespace;
    }

    incr(key: string, callback: (error: Error | null, result?: RateLimitHit) => void, timeWindow?: number): void {
      hit(this.namespace + key, timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Per-route limits and app.createRateLimit() limiters (their key generators name them). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // At run time the plugin passes its merged options, with the route (if any) under routeInfo.
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: string; url?: string } };
      return new DatabaseRateLimitStore(undefined, `${prefix}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}:`);
    }
  }
  return DatabaseRateLimitStore;
}
