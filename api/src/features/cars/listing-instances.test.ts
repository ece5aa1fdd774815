// Two API instances on one database (issue 13): a car created, edited, marked sold or deleted
// through A shows in B's GET /api/v1/cars within 1 s, with both response caches on (their defaults:
// the listing version tells B of A's writes). On PostgreSQL (DATABASE_URL) B has its own connection pool on A's schema, as a second
// process would; on PGlite both apps share the one embedded database, so only the caches are apart.
import { listingQueryToSearchParams, makeListingQuery, type CarListingPage, type ListingQueryInput } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { VERSION_CHECK_MS } from '../../lib/response-cache';
import { carBody, ROADSTER } from '../../test/car-bodies';
import { expectSeenWithin } from '../../test/expect-seen-within';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';

/** Issue 13: a write on any instance is read on every instance within 1 s. */
const WITHIN_MS = 1000;

let a: TestApp;
let b: TestApp;
let bDatabase: DatabaseHandle | undefined;
beforeAll(async () => {
  // cacheTtlMs undefined: the default, as in production.
  a = await createTestApp({ seed: { cars: 40, images: false }, cacheTtlMs: undefined });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.database.db);
    bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
  }
  b = await createTestApp({ database: bDatabase ?? a.database, seed: false, cacheTtlMs: undefined });
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

const listing = async (app: TestApp, input: ListingQueryInput) => {
  const qs = listingQueryToSearchParams(makeListingQuery(input)).toString();
  const res = await call(app.app, { method: 'GET', url: `/api/v1/cars?${qs}` });
  expect(res.status).toBe(200);
  return res.json as CarListingPage;
};

/** Issue 13: B's listing shows a write made on A within 1 s. */
const expectOnBWithinOneSecond = (input: ListingQueryInput, seen: (page: CarListingPage) => boolean) =>
  expectSeenWithin(() => listing(b, input), seen, WITHIN_MS);

describe('two instances on one database', () => {
  it('a create, edit, mark sold and delete on A show in B within 1 s', async () => {
    const { token, user } = await signInOwner(a.app, a.clock);
    const payload = carBody(user.id, ROADSTER);
    // B's cache holds the pages before each write.
    const before = await listing(b, { brand: ['Zeta'] });
    expect(before.total).toBe(0);
    await listing(b, { sort: 'priceHighToLow' });

    const created = await call(a.app, { method: 'POST', url: '/api/v1/car/create-update', payload, token });
    expect(created.status).toBe(201);
    const id = created.json.car.id as string;
    await expectOnBWithinOneSecond({ brand: ['Zeta'] }, (p) => p.total === 1 && p.cars[0]?.id === id);
    await expectOnBWithinOneSecond({ sort: 'priceHighToLow' }, (p) => p.cars[0]?.id === id && p.bounds.priceMax === 99_000_000);

    await listing(b, { brand: ['Yotta'] });
    const edited = await call(a.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      payload: { ...payload, carId: id, brand: 'Yotta', carPrice: 120_000 },
      token,
    });
    expect(edited.status).toBe(200);
    await expectOnBWithinOneSecond({ brand: ['Yotta'] }, (p) => p.total === 1 && p.cars[0]?.carPrice === 120_000);
    await expectOnBWithinOneSecond({ brand: ['Zeta'] }, (p) => p.total === 0);

    expect((await call(a.app, { method: 'POST', url: `/api/v1/cars/${id}/mark-sold`, token })).status).toBe(200);
    await expectOnBWithinOneSecond({ brand: ['Yotta'] }, (p) => p.total === 0 && p.facets.brand.every((f) => f.value !== 'Yotta'));

    const second = await call(a.app, { method: 'POST', url: '/api/v1/car/create-update', payload, token });
    expect(second.status).toBe(201);
    await expectOnBWithinOneSecond({ brand: ['Zeta'] }, (p) => p.total === 1);
    expect((await call(a.app, { method: 'DELETE', url: `/api/v1/cars/${second.json.car.id}`, token })).status).toBe(200);
    await expectOnBWithinOneSecond({ brand: ['Zeta'] }, (p) => p.total === 0);
    // B's own answer for the deleted car, too.
    expect((await call(b.app, { method: 'GET', url: `/api/v1/cars/${second.json.car.id}` })).status).toBe(404);
  });

  it('B learns of a write it was not told of from the listing version; a view count alone keeps its cache', async () => {
    const url = '/api/v1/cars?brand=Tata&sort=priceLowToHigh';
    const first = await call(b.app, { method: 'GET', url });
    const car = first.json.cars[0] as { id: string; views: number };
    // Views are a read-driven counter: no version change, B keeps answering its cached body.
    await sql`update cars set views = views + 1000 where id = ${car.id}`.execute(a.database.db);
    await new Promise((r) => setTimeout(r, VERSION_CHECK_MS + 50));
    expect((await call(b.app, { method: 'GET', url })).body).toBe(first.body);
    // Any other change to a car, by any instance or by hand, bumps the version in the same transaction.
    await sql`update cars set car_name = 'Renamed Behind The Cache' where id = ${car.id}`.execute(a.database.db);
    await expectOnBWithinOneSecond({ brand: ['Tata'], sort: 'priceLowToHigh' }, (p) => p.cars[0]?.carName === 'Renamed Behind The Cache');
    expect((await call(b.app, { method: 'GET', url })).json.cars[0].views).toBe(car.views + 1000);
  });
});
