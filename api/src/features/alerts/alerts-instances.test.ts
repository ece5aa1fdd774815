// Two API instances on one database (issue 28): cars listed and re-priced through both, then the
// alert matching run by both at once in small batches (so each claims part of the outbox and both
// meet on the same cars) writes every expected alert exactly once and processes every change; running
// it again on either adds nothing. On PostgreSQL (DATABASE_URL) B has its own connection pool on A's
// schema, as a second process would, so the runs really overlap; on PGlite both share the one database.
import type { SavedSearch } from '@carmarket/shared/api-contracts';
import { makeListingQuery, type ListingQueryInput } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { carBody } from '../../test/car-bodies';
import { call, createTestApp, signIn, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { listingIds } from '../cars/listing-sql';
import { matchCarChanges } from './alert-matching';

type Session = { token: string; user: { id: string } };
let a: TestApp;
let b: TestApp;
let bDatabase: DatabaseHandle | undefined;
let buyer: Session;
let other: Session;
let dealer: Session;
beforeAll(async () => {
  a = await createTestApp({ seed: { cars: 10, images: false } });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.database.db);
    bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
  }
  b = await createTestApp({ database: bDatabase ?? a.database, seed: false, clock: a.clock });
  buyer = await signInOwner(a.app, a.clock);
  dealer = await signInDealer(b.app, a.clock);
  const signup = await call(a.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9000070002' },
  });
  expect(signup.status, signup.body).toBe(201);
  other = await signIn(b.app, '9000070002', a.clock);
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

const QUERIES: ListingQueryInput[] = [
  { brand: ['Tata'] },
  { brand: ['Hyundai'], fuel: ['Petrol'] },
  { priceMax: 800_000 },
  { priceMin: 900_000, location: ['Pune'] },
  { fuel: ['Diesel'], transmission: ['Automatic'] },
  {},
];
const BRANDS = [
  { brand: 'Tata', model: 'Nexon', carName: 'Tata Nexon' },
  { brand: 'Hyundai', model: 'Creta', carName: 'Hyundai Creta' },
];

describe('alert matching on two instances at once', () => {
  it('writes each expected alert once and processes every change once', async () => {
    const searches: { search: SavedSearch; owner: Session }[] = [];
    for (const [i, query] of QUERIES.entries()) {
      const owner = i % 2 === 0 ? buyer : other;
      const res = await call((i % 2 === 0 ? a : b).app, {
        method: 'POST',
        url: '/api/v1/saved-searches',
        token: owner.token,
        payload: { query, alert: 'instant' },
      });
      expect(res.status, res.body).toBe(201);
      searches.push({ search: res.json.savedSearch as SavedSearch, owner });
    }
    a.clock.advance(1000);

    // 30 cars listed through both instances; every third saved by both buyers; then re-priced, down or up.
    const cars: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await call((i % 2 === 0 ? a : b).app, {
        method: 'POST',
        url: '/api/v1/car/create-update',
        token: dealer.token,
        payload: carBody(dealer.user.id, {
          ...BRANDS[i % 2]!,
          fuelType: i % 3 === 0 ? 'Petrol' : 'Diesel',
          transmission: i % 4 === 0 ? 'Automatic' : 'Manual',
          carPrice: 600_000 + 20_000 * i,
        }),
      });
      expect(res.status, res.body).toBe(201);
      cars.push(res.json.car.id as string);
    }
    for (const [i, id] of cars.entries()) {
      if (i % 3 !== 0) continue;
      for (const who of [buyer, other]) {
        expect((await call(a.app, { method: 'POST', url: '/api/v1/saved-cars', token: who.token, payload: { carId: id } })).status).toBe(
          201,
        );
      }
    }
    a.clock.advance(1000);
    const drops = new Map<string, [number, number]>();
    for (const [i, id] of cars.entries()) {
      if (i % 2 !== 0) continue;
      const before = 600_000 + 20_000 * i;
      const after = i % 4 === 0 ? before - 150_000 : before + 50_000;
      const res = await call((i % 3 === 0 ? b : a).app, {
        method: 'POST',
        url: '/api/v1/car/create-update',
        token: dealer.token,
        payload: carBody(dealer.user.id, {
          carId: id,
          ...BRANDS[i % 2]!,
          fuelType: i % 3 === 0 ? 'Petrol' : 'Diesel',
          transmission: i % 4 === 0 ? 'Automatic' : 'Manual',
          carPrice: after,
        }),
      });
      expect(res.status, res.body).toBe(200);
      if (after < before) drops.set(id, [before, after]);
    }
    const pending = await a.database.db.selectFrom('carChanges').select('id').where('processedAt', 'is', null).execute();
    expect(pending).toHaveLength(30 + 15);

    // Both at once, in batches of 4: they split the outbox between them and meet on the same cars.
    const runs = await Promise.all([
      matchCarChanges(a.database.db, a.clock(), { batchSize: 4, filtersPerStatement: 2 }),
      matchCarChanges(b.database.db, a.clock(), { batchSize: 4, filtersPerStatement: 2 }),
    ]);
    expect(runs[0].changes + runs[1].changes).toBe(45);
    // Each did part of the work.
    expect(runs[0].changes).toBeGreaterThan(0);
    expect(runs[1].changes).toBeGreaterThan(0);

    // What the listing and the saves say should have been written.
    const expected: string[] = [];
    for (const { search } of searches) {
      const listed = new Set(await listingIds(a.database.db, makeListingQuery({ ...search.query, pageSize: 1 })));
      for (const id of cars) if (listed.has(id)) expected.push(`saved-search ${search.id} ${id}`);
    }
    for (const [i, id] of cars.entries()) {
      const drop = drops.get(id);
      if (i % 3 !== 0 || !drop) continue;
      for (const who of [buyer, other]) expected.push(`price-drop ${who.user.id} ${id} ${drop[0]} ${drop[1]}`);
    }
    const written = async () =>
      (await a.database.db.selectFrom('alerts').select(['kind', 'savedSearchId', 'userId', 'carId', 'oldPrice', 'newPrice']).execute())
        .map((r) =>
          r.kind === 'saved-search'
            ? `saved-search ${r.savedSearchId} ${r.carId}`
            : `price-drop ${r.userId} ${r.carId} ${r.oldPrice} ${r.newPrice}`,
        )
        .sort();
    const first = await written();
    expect(first).toEqual(expected.sort());
    expect(runs[0].savedSearchAlerts + runs[1].savedSearchAlerts + runs[0].priceDropAlerts + runs[1].priceDropAlerts).toBe(expected.length);
    expect(expected.filter((key) => key.startsWith('price-drop'))).toHaveLength(6);
    expect(await a.database.db.selectFrom('carChanges').select('id').where('processedAt', 'is', null).execute()).toEqual([]);

    // Every change processed again on both, later (as after a crash before the commit): nothing new.
    a.clock.advance(30_000);
    await a.database.db.updateTable('carChanges').set({ processedAt: null }).execute();
    await Promise.all([
      matchCarChanges(b.database.db, a.clock(), { batchSize: 7 }),
      matchCarChanges(a.database.db, a.clock(), { batchSize: 7 }),
    ]);
    expect(await written()).toEqual(first);
  });
});
