// Probes: /health (alive, no database), /ready (database reachable and migrated), /api/v1/health (kept).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../db/migrate';
import { call, createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, rateLimits: { globalPerMinute: 2 } });
});
afterAll(async () => {
  await t.close();
});

describe('health probes', () => {
  it('/health and /ready answer, and are not rate limited (a load balancer polls them from one address)', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(await call(t.app, { method: 'GET', url: '/health' })).toMatchObject({ status: 200, json: { status: 'ok' } });
      expect(await call(t.app, { method: 'GET', url: '/ready' })).toMatchObject({ status: 200, json: { status: 'ready' } });
    }
    expect((await call(t.app, { method: 'GET', url: '/api/v1/health' })).status).toBe(200);
  });

  it('/ready is 503 while a migration of this build is missing, and when the database is unreachable; /health stays 200', async () => {
    const own = await createTestDatabase();
    const app = await createTestApp({ database: own.database, seed: false });
    try {
      await sql`delete from kysely_migration where name = ${LATEST_MIGRATION}`.execute(own.database.db);
      expect(await call(app.app, { method: 'GET', url: '/ready' })).toMatchObject({
        status: 503,
        json: { status: 'unavailable', reason: 'migrations pending' },
      });
      await own.close();
      expect(await call(app.app, { method: 'GET', url: '/ready' })).toMatchObject({
        status: 503,
        json: { status: 'unavailable', reason: 'database unreachable' },
      });
      expect((await call(app.app, { method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
