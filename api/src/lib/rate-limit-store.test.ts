// The rate-limit store lives in the database: apps (instances) on one database with the same key
// prefix count against the same limits; another prefix counts apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { createBatchedHits, deleteEndedRateLimitWindows, hitRateLimit } from './rate-limit-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 40, images: false } });
});
afterAll(async () => {
  await t.close();
});

describe('database rate-limit store', () => {
  it('two instances on one database share the global limit: the 4th request of 3 per minute is refused, whichever serves it', async () => {
    const settings = { database: t.database, seed: false as const, rateLimits: { globalPerMinute: 3 }, rateLimitKeyPrefix: 'shared:' };
    const [a, b] = [await createTestApp(settings), await createTestApp(settings)];
    const other = await createTestApp({ ...settings, rateLimitKeyPrefix: 'other:' });
    try {
      const statuses = [];
      for (const app of [a, b, a, b]) statuses.push((await call(app.app, { method: 'GET', url: '/api/v1/locations' })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await call(a.app, { method: 'GET', url: '/api/v1/locations' });
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds$/) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(other.app, { method: 'GET', url: '/api/v1/locations' })).status).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
    }
  });

  it('counts in fixed windows on the injected clock, and housekeeping deletes ended windows', async () => {
    const db = t.database.db;
    const key = `test:${Date.now()}`;
    expect(await hitRateLimit(db, t.clock, key, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    t.clock.advance(10_000);
    expect(await hitRateLimit(db, t.clock, key, 60_000)).toEqual({ current: 2, ttl: 50_000 });
    t.clock.advance(50_000);
    expect(await hitRateLimit(db, t.clock, key, 60_000)).toEqual({ current: 1, ttl: 60_000 });
    t.clock.advance(60_001);
    expect(await deleteEndedRateLimitWindows(db, t.clock())).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('rateLimitCounters').select('key').where('key', '=', key).execute();
    expect(left).toEqual([]);
  });
});

describe('batched hits', () => {
  it('counts every hit of a burst exactly once, each with its own count', async () => {
    const hit = createBatchedHits(t.database.db, t.clock);
    const key = `burst:${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 25 }, () => hit(key, 60_000)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const row = await t.database.db.selectFrom('rateLimitCounters').select('hits').where('key', '=', key).executeTakeFirstOrThrow();
    expect(row.hits).toBe(25);
    expect((await hit(key, 60_000)).current).toBe(26);
  });
});
