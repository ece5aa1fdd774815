// The facet tables of migration 0009 (listing_cars, listing_counts; read by listing-sql.ts) stay
// exactly what a full recount of cars gives after a random mix of writes: single and multi-row
// inserts, updates of every listed column (price, sold, brand, model, location, seats to and from
// null), updates that change nothing listed (views), deletes, and a rolled-back transaction. Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Kysely<Database>;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 60, images: false } });
  db = t.database.db;
});
afterAll(() => t.close());

/** What listing_cars holds, by value, against what cars says it should hold. */
async function rowsDrift(): Promise<{ kept: string[]; expected: string[] }> {
  const kept = await sql<{ row: string }>`
    select concat_ws('|', r.car_id, c.seller_type, c.brand, c.model, c.fuel_type, c.transmission, c.body_type, c.ownership,
      coalesce(c.seats, -1), l.state, l.city, l.locality, r.car_price, r.manufacturing_year, r.km_driven) as row
    from listing_cars r join listing_combos c on c.id = r.combo_id join listing_locations l on l.id = r.location_id
    order by 1`.execute(db);
  const expected = await sql<{ row: string }>`
    select concat_ws('|', id, seller_type, brand, model, fuel_type, transmission, body_type, ownership,
      coalesce(seats, -1), state, city, locality, car_price, manufacturing_year, km_driven) as row
    from cars where not is_sold order by 1`.execute(db);
  return { kept: kept.rows.map((r) => r.row), expected: expected.rows.map((r) => r.row) };
}

/** listing_counts against a recount of listing_cars (per pair, per combination, per location). */
async function countsDrift(): Promise<{ kept: string[]; expected: string[] }> {
  const kept = await sql<{ row: string }>`
    select concat_ws('|', combo_id, location_id, n) as row from listing_counts order by 1`.execute(db);
  const expected = await sql<{ row: string }>`
    select concat_ws('|', coalesce(combo_id, 0), coalesce(location_id, 0), count(*)) as row from listing_cars
    group by grouping sets ((combo_id, location_id), (combo_id), (location_id)) order by 1`.execute(db);
  return { kept: kept.rows.map((r) => r.row), expected: expected.rows.map((r) => r.row) };
}

async function expectNoDrift(): Promise<void> {
  const rows = await rowsDrift();
  expect(rows.kept).toEqual(rows.expected);
  const counts = await countsDrift();
  expect(counts.kept).toEqual(counts.expected);
}

/** A small deterministic generator (mulberry32), so a failure replays. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const CAR_COLUMNS = `user_id, brand, model, variant, car_name, car_price, manufacturing_year, registration_year, fuel_type,
  km_driven, transmission, body_type, ownership, mileage, seats, is_sale, is_sold, seller_type, views, saves, state, city,
  locality, created_at, updated_at`;

describe('listing_cars and listing_counts follow every write to cars', () => {
  it('match a full recount after the seed', async () => {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from listing_cars`.execute(db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    await expectNoDrift();
  });

  it('match a full recount after 150 random writes', async () => {
    const rng = generator(20261126);
    let made = 0;
    const anyCar = async () =>
      (await sql<{ id: string }>`select id from cars order by md5(id || ${String(rng.next())}) limit 1`.execute(db)).rows[0]?.id;
    const ops: (() => Promise<unknown>)[] = [
      // A copy of a car, sometimes with a brand, locality or seat count no car had: new combinations and locations.
      async () => {
        const source = await anyCar();
        made += 1;
        const brand = rng.next() < 0.3 ? `Brand${rng.int(3)}` : null;
        const locality = rng.next() < 0.3 ? `Locality${rng.int(3)}` : null;
        await sql`insert into cars (id, ${sql.raw(CAR_COLUMNS)})
          select ${`drift-${made}`}, user_id, coalesce(${brand}, brand), model, variant, car_name, car_price + ${rng.int(1000)},
            manufacturing_year, registration_year, fuel_type, km_driven, transmission, body_type, ownership, mileage,
            case when ${rng.next() < 0.2} then null else seats end, is_sale, ${rng.next() < 0.2}, seller_type, views, saves,
            state, city, coalesce(${locality}, locality), created_at, updated_at
          from cars where id = ${source!}`.execute(db);
      },
      // Several cars in one statement (the seed's bulk path).
      async () => {
        made += 1;
        await sql`insert into cars (id, ${sql.raw(CAR_COLUMNS)})
          select ${`bulk-${made}-`} || id, user_id, brand, model, variant, car_name, car_price, manufacturing_year,
            registration_year, fuel_type, km_driven, transmission, body_type, ownership, mileage, seats, is_sale, is_sold,
            seller_type, views, saves, state, city, locality, created_at, updated_at
          from cars where id not like 'bulk-%' order by id limit ${1 + rng.int(8)}`.execute(db);
      },
      async () => sql`update cars set car_price = car_price + ${1 + rng.int(50000)} where id = ${(await anyCar())!}`.execute(db),
      async () => sql`update cars set is_sold = not is_sold where id = ${(await anyCar())!}`.execute(db),
      async () =>
        sql`update cars set brand = ${rng.pick(['Hyundai', 'Tata', 'Brand9'])}, model = ${rng.pick(['Creta', 'Nexon', 'Model9'])}
          where id = ${(await anyCar())!}`.execute(db),
      async () =>
        sql`update cars set state = ${rng.pick(['Delhi', 'Maharashtra', 'State9'])}, city = ${rng.pick(['Delhi', 'Pune', 'City9'])},
          locality = ${rng.pick(['Dwarka', 'Kothrud', 'Locality9'])} where id = ${(await anyCar())!}`.execute(db),
      async () =>
        sql`update cars set seats = ${rng.pick([null, 2, 5, 7, 9])}, manufacturing_year = manufacturing_year - ${rng.int(3)},
          km_driven = km_driven + ${rng.int(5000)} where id = ${(await anyCar())!}`.execute(db),
      // Views alone: listing_cars is left alone.
      async () => sql`update cars set views = views + 1 where id = ${(await anyCar())!}`.execute(db),
      // Many cars at once, some changing and some not.
      async () => sql`update cars set car_price = car_price + 1 where brand = ${rng.pick(['Hyundai', 'Tata', 'Honda'])}`.execute(db),
      async () =>
        sql`update cars set is_sold = ${rng.next() < 0.5} where seller_type = ${rng.pick(['Dealer', 'Owner'])} and km_driven % 7 = 0`.execute(
          db,
        ),
      async () => sql`delete from cars where id = ${(await anyCar())!}`.execute(db),
      // Rolled back: nothing of it stays.
      async () =>
        db
          .transaction()
          .execute(async (trx) => {
            await sql`update cars set brand = 'Rolled back' where id in (select id from cars limit 5)`.execute(trx);
            await sql`delete from cars where id in (select id from cars order by id desc limit 3)`.execute(trx);
            throw new Error('roll back');
          })
          .catch(() => undefined),
    ];
    for (let i = 0; i < 150; i += 1) {
      await rng.pick(ops)();
      if (i % 25 === 24) await expectNoDrift();
    }
    await expectNoDrift();
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from listing_counts where n <= 0`.execute(db);
    expect(rows[0]!.n).toBe(0);
  });
});
