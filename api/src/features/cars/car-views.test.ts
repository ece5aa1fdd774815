// GET /api/v1/cars/:id (and POST /cars/:id/views) counts a view once per visitor per car per UTC day, across API instances.
import { CAR_VIEWS_BATCH_MAX } from '@carmarket/shared/api-contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';
import { pruneCarViews, utcDay, visitorHash } from './car-views';

let t: TestApp;
let second: TestApp;
/** An instance that trusts the loopback shell servers' X-Forwarded-For (as pnpm start and e2e run it). */
let behindShell: TestApp;
let carIds: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 12, images: false } });
  // A second API instance on the same database.
  second = await createTestApp({ database: t.database, clock: t.clock, seed: false });
  behindShell = await createTestApp({ database: t.database, clock: t.clock, seed: false, trustProxy: ['loopback'] });
  carIds = (await t.database.db.selectFrom('cars').select('id').orderBy('id').execute()).map((r) => r.id);
});
afterAll(async () => {
  await behindShell.close();
  await second.close();
  await t.close();
});

const visit = (carId: string, who: { ip: string; ua?: string; token?: string }, app = t.app) =>
  call(app, {
    method: 'GET',
    url: `/api/v1/cars/${carId}`,
    remoteAddress: who.ip,
    headers: { 'user-agent': who.ua ?? 'Mozilla/5.0 test' },
    ...(who.token ? { token: who.token } : {}),
  });
const viewsOf = async (carId: string) =>
  (await t.database.db.selectFrom('cars').select('views').where('id', '=', carId).executeTakeFirstOrThrow()).views;

describe('views: once per visitor per car per day', () => {
  it('50 detail calls from one anonymous visitor add one view', async () => {
    const carId = carIds[0]!;
    const before = await viewsOf(carId);
    const first = await visit(carId, { ip: '203.0.113.7' });
    expect(first.status).toBe(200);
    expect(first.json.car.views).toBe(before + 1);
    for (let i = 0; i < 49; i += 1) {
      const res = await visit(carId, { ip: '203.0.113.7' });
      expect(res.status).toBe(200);
    }
    expect(await viewsOf(carId)).toBe(before + 1);
  });

  it('two visitors add two views; a signed-in user counts once from any network', async () => {
    const carId = carIds[1]!;
    const before = await viewsOf(carId);
    await visit(carId, { ip: '198.51.100.1' });
    await visit(carId, { ip: '198.51.100.2' });
    // Same IP, another browser: another visitor.
    await visit(carId, { ip: '198.51.100.2', ua: 'Other browser/1.0' });
    expect(await viewsOf(carId)).toBe(before + 3);
    const { token } = await signInOwner(t.app, t.clock);
    await visit(carId, { ip: '198.51.100.9', token });
    await visit(carId, { ip: '192.0.2.200', ua: 'Phone/2.0', token });
    expect(await viewsOf(carId)).toBe(before + 4);
  });

  it('holds across API instances sharing the database', async () => {
    const carId = carIds[2]!;
    const before = await viewsOf(carId);
    await Promise.all([
      ...Array.from({ length: 10 }, () => visit(carId, { ip: '203.0.113.50' })),
      ...Array.from({ length: 10 }, () => visit(carId, { ip: '203.0.113.50' }, second.app)),
    ]);
    expect(await viewsOf(carId)).toBe(before + 1);
  });

  it('the next UTC day counts the same visitor again, and pruning drops the old day', async () => {
    const carId = carIds[3]!;
    const before = await viewsOf(carId);
    await visit(carId, { ip: '203.0.113.99' });
    await visit(carId, { ip: '203.0.113.99' });
    expect(await viewsOf(carId)).toBe(before + 1);
    const yesterday = utcDay(t.clock());
    t.clock.advance(24 * 60 * 60 * 1000);
    await visit(carId, { ip: '203.0.113.99' });
    await visit(carId, { ip: '203.0.113.99' }, second.app);
    expect(await viewsOf(carId)).toBe(before + 2);

    const days = async (table: 'carViews' | 'visitorSalts') =>
      (
        await t.database.db
          .selectFrom(table)
          .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
          .execute()
      ).map((r) => r.day);
    expect(await days('carViews')).toContain(yesterday);
    const pruned = await pruneCarViews(t.database.db, t.clock());
    expect(pruned.views).toBeGreaterThan(0);
    expect(pruned.salts).toBe(1);
    expect(await days('carViews')).not.toContain(yesterday);
    expect(await days('visitorSalts')).toEqual([utcDay(t.clock())]);
    // Today's rows stay: the same visitor still counts once.
    await visit(carId, { ip: '203.0.113.99' });
    expect(await viewsOf(carId)).toBe(before + 2);
  });

  it('an unknown car is a 404 and stores nothing', async () => {
    const rows = async () => (await t.database.db.selectFrom('carViews').select('carId').execute()).length;
    const before = await rows();
    const res = await visit('no-such-car', { ip: '203.0.113.1' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Cars not found' });
    expect(await rows()).toBe(before);
  });
});

describe('POST /api/v1/cars/:id/views (a page the shell served from its cache)', () => {
  const record = (carId: string, ip: string) =>
    call(t.app, { method: 'POST', url: `/api/v1/cars/${carId}/views`, remoteAddress: ip, headers: { 'user-agent': 'Mozilla/5.0 test' } });

  it('counts a view like the detail call: once per visitor, whichever of the two asks', async () => {
    const carId = carIds[5]!;
    const before = await viewsOf(carId);
    const first = await record(carId, '203.0.113.120');
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ counted: true });
    expect(await record(carId, '203.0.113.120')).toMatchObject({ status: 200, json: { counted: false } });
    await visit(carId, { ip: '203.0.113.120' });
    expect(await viewsOf(carId)).toBe(before + 1);
    // The detail call first, then the page from the cache: still one.
    await visit(carId, { ip: '203.0.113.121' });
    expect(await record(carId, '203.0.113.121')).toMatchObject({ status: 200, json: { counted: false } });
    expect(await viewsOf(carId)).toBe(before + 2);
  });

  it('an unknown car is a 404', async () => {
    const res = await record('00000000-0000-4000-8000-000000000000', '203.0.113.122');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Cars not found' });
  });
});

describe("POST /api/v1/car-views (a shell server's batch of cached car pages)", () => {
  const batch = (app: TestApp, remoteAddress: string, views: unknown[], userAgent = 'node') =>
    call(app.app, { method: 'POST', url: '/api/v1/car-views', remoteAddress, headers: { 'user-agent': userAgent }, payload: { views } });

  it('from a trusted shell: each entry is its own visitor, counted once per day with the other calls', async () => {
    const [a, b] = [carIds[6]!, carIds[7]!];
    const [beforeA, beforeB] = [await viewsOf(a), await viewsOf(b)];
    const res = await batch(behindShell, '127.0.0.1', [
      { carId: a, forwardedFor: '203.0.113.150', userAgent: 'Phone/1' },
      { carId: a, forwardedFor: '203.0.113.150', userAgent: 'Phone/1' },
      { carId: a, forwardedFor: '203.0.113.151', userAgent: 'Phone/1' },
      { carId: b, forwardedFor: '10.1.1.1, 203.0.113.150, 127.0.0.1', userAgent: 'Phone/1' },
      { carId: 'no-such-car', forwardedFor: '203.0.113.150', userAgent: 'Phone/1' },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ counted: 3 });
    expect([await viewsOf(a), await viewsOf(b)]).toEqual([beforeA + 2, beforeB + 1]);
    // The same visitor's detail call (their own address, another instance) and a second batch change nothing.
    await visit(a, { ip: '203.0.113.150', ua: 'Phone/1' }, second.app);
    expect((await batch(behindShell, '127.0.0.1', [{ carId: a, forwardedFor: '203.0.113.151', userAgent: 'Phone/1' }])).json).toEqual({
      counted: 0,
    });
    expect(await viewsOf(a)).toBe(beforeA + 2);
  });

  it('from anyone else: every entry is the caller, so a forged list adds one view per car at most', async () => {
    const carId = carIds[8]!;
    const before = await viewsOf(carId);
    const forged = Array.from({ length: 50 }, (_, i) => ({ carId, forwardedFor: `198.51.100.${i}`, userAgent: `Bot/${i}` }));
    expect((await batch(t, '203.0.113.160', forged)).json).toEqual({ counted: 1 });
    expect((await batch(behindShell, '203.0.113.160', forged)).json).toEqual({ counted: 0 });
    expect(await viewsOf(carId)).toBe(before + 1);
  });

  it('refuses an empty batch, more than the maximum, and unknown fields', async () => {
    expect((await batch(t, '127.0.0.1', [])).status).toBe(400);
    const tooMany = Array.from({ length: CAR_VIEWS_BATCH_MAX + 1 }, () => ({ carId: carIds[9]! }));
    expect((await batch(t, '127.0.0.1', tooMany)).status).toBe(400);
    expect((await batch(t, '127.0.0.1', [{ carId: carIds[9]!, ip: '1.2.3.4' }])).status).toBe(400);
  });
});

describe('visitorHash', () => {
  it('depends on the salt and the visitor, and prefers the user id to the network', () => {
    const a = visitorHash('salt-1', { ip: '1.2.3.4', userAgent: 'UA' });
    expect(a).toBe(visitorHash('salt-1', { ip: '1.2.3.4', userAgent: 'UA' }));
    expect(a).not.toBe(visitorHash('salt-2', { ip: '1.2.3.4', userAgent: 'UA' }));
    expect(a).not.toBe(visitorHash('salt-1', { ip: '1.2.3.5', userAgent: 'UA' }));
    expect(a).not.toContain('1.2.3.4');
    expect(visitorHash('s', { userId: 'u1', ip: '1.1.1.1' })).toBe(visitorHash('s', { userId: 'u1', ip: '2.2.2.2', userAgent: 'x' }));
  });
});
