// GET /api/v1/listing-version (ADR 0013): the shell's servers keep a cached page only while this
// version is the one it was rendered under. Two instances on one database: every write a public
// page shows, made through A, changes the version B answers within 1 s; a car's views alone do not.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { carBody, ROADSTER } from '../../test/car-bodies';
import { expectSeenWithin } from '../../test/expect-seen-within';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';

const WITHIN_MS = 1000;

let a: TestApp;
let b: TestApp;
let bDatabase: DatabaseHandle | undefined;
beforeAll(async () => {
  a = await createTestApp({ seed: { cars: 5, images: false } });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.database.db);
    bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
  }
  b = await createTestApp({ database: bDatabase ?? a.database, seed: false });
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

async function versionOf(app: TestApp) {
  const res = await call(app.app, { method: 'GET', url: '/api/v1/listing-version' });
  expect(res.status).toBe(200);
  return res.json.version as string;
}

/** B answers a version other than `before` within 1 s of a write made through A; the new version. */
async function expectNewVersionOnB(before: string) {
  let now = before;
  await expectSeenWithin(
    async () => (now = await versionOf(b)),
    (version) => version !== before,
    WITHIN_MS,
  );
  return now;
}

describe('GET /api/v1/listing-version', () => {
  it('answers the version as a string, never stored by a cache, and is not rate limited', async () => {
    const res = await call(a.app, { method: 'GET', url: '/api/v1/listing-version' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ version: expect.stringMatching(/^\d+$/) });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it("changes on B within 1 s of a car's create, price change, sale and delete, and of a seller's change, on A", async () => {
    const { token, user } = await signInOwner(a.app, a.clock);
    const payload = carBody(user.id, ROADSTER);
    let version = await versionOf(b);

    const created = await call(a.app, { method: 'POST', url: '/api/v1/car/create-update', payload, token });
    expect(created.status).toBe(201);
    const id = created.json.car.id as string;
    version = await expectNewVersionOnB(version);

    const priced = await call(a.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      payload: { ...payload, carId: id, carPrice: 120_000 },
      token,
    });
    expect(priced.status).toBe(200);
    version = await expectNewVersionOnB(version);

    expect((await call(a.app, { method: 'POST', url: `/api/v1/cars/${id}/mark-sold`, token })).status).toBe(200);
    version = await expectNewVersionOnB(version);

    // The seller's name shows on their cars' pages and their seller page.
    const profile = await call(a.app, { method: 'PUT', url: '/api/v1/profile', payload: { fullName: 'Renamed Seller' }, token });
    expect(profile.status).toBe(200);
    version = await expectNewVersionOnB(version);

    expect((await call(a.app, { method: 'DELETE', url: `/api/v1/cars/${id}`, token })).status).toBe(200);
    await expectNewVersionOnB(version);
  });

  it("keeps its version when only a car's views change (a read-driven counter)", async () => {
    const before = await versionOf(a);
    await sql`update cars set views = views + 1`.execute(a.database.db);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await versionOf(a)).toBe(before);
    expect(await versionOf(b)).toBe(before);
  });
});
