// Alert matching at scale (issue 28, deliverable 6), on PostgreSQL: 100,000 saved searches (5,000
// users x 20, realistic filters over the seeded brands, models and cities) and 1,000 cars listed or
// re-priced through the API, then the housekeeping's matching timed until every alert is written.
// Also what one car write costs its request (it only adds a price point and an outbox row; it never
// waits for matching), before and while a matching run works through the outbox, and the saved
// searches' list with its new-match counts (issue: <= 50 ms p95).
// Usage: DATABASE_URL=postgres://... node --import tsx bench/alerts-bench.ts [--searches 100000] [--changes 1000]
//   [--cars 20000] [--writes-during 200] [--keep]
// Runs in its own schema (bench_alerts), dropped first (and at the end, unless --keep).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { savedSearchQuerySchema, type SavedSearchQuery } from '@carmarket/shared/api-contracts';
import type { ListingQueryInput } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { dropSchema, openDatabase } from '../src/db/database';
import { DEMO_DEALER, growCars } from '../src/db/seed';
import { matchCarChanges } from '../src/features/alerts/alert-matching';
import { queryJson } from '../src/features/saved-searches/saved-search-queries';
import { newId } from '../src/lib/ids';
import { call, signIn } from '../src/test/test-app';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const SEARCHES = arg('searches', 100_000);
const CHANGES = arg('changes', 1000);
const CARS = arg('cars', 20_000);
const SEARCHES_PER_USER = 20;
const SCHEMA = 'bench_alerts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (PostgreSQL) is required: the bench measures the production database');

/** mulberry32: the same data every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = prng(28);
const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
const chance = (p: number) => random() < p;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${sorted.length})`;
};
const log = (line: string) => console.log(`[alerts-bench] ${line}`);

await dropSchema(databaseUrl, SCHEMA);
const database = await openDatabase({ databaseUrl, schema: SCHEMA });
const { db } = database;
const app = await buildApp({
  database,
  uploadsDir: mkdtempSync(path.join(os.tmpdir(), 'alerts-bench-')),
  seed: { cars: Math.min(CARS, 240), images: false },
  production: false,
  cacheTtlMs: 0,
  logger: false,
  rateLimits: { globalPerMinute: 100_000_000, otpSendPerIp: 1000, otpVerifyPerIp: 1000 },
});
let started = performance.now();
await growCars(db, null, CARS);
log(`${CARS} cars in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// ---- The data: buyers, their searches, their saved cars ----------------------------------------

const vocabulary = await db.selectFrom('cars').select(['brand', 'model', 'city', 'state', 'locality']).distinct().execute();
const modelsOf = new Map<string, string[]>();
for (const row of vocabulary) modelsOf.set(row.brand, [...new Set([...(modelsOf.get(row.brand) ?? []), row.model])]);
const brands = [...modelsOf.keys()];
const cities = [...new Set(vocabulary.map((row) => row.city))];
const states = [...new Set(vocabulary.map((row) => row.state))];

/**
 * A search as buyers make them: the listing starts in the visitor's city (All Locations is a choice),
 * mostly a brand or two under a budget, sometimes more filters.
 */
function realisticQuery(): SavedSearchQuery {
  const input: ListingQueryInput = {};
  if (chance(0.8)) {
    input.brand = chance(0.8) ? [pick(brands)] : [pick(brands), pick(brands)];
    if (chance(0.4)) input.model = [pick(modelsOf.get(input.brand[0]!)!)];
  }
  if (chance(0.92)) input.location = chance(0.85) ? [pick(cities)] : [pick(states)];
  if (chance(0.55)) input.priceMax = pick([300_000, 500_000, 800_000, 1_000_000, 1_500_000, 2_500_000]);
  if (chance(0.15)) input.priceMin = pick([200_000, 400_000]);
  if (chance(0.25)) input.fuel = [pick(['Petrol', 'Diesel', 'CNG', 'Electric'])];
  if (chance(0.15)) input.transmission = [pick(['Manual', 'Automatic'])];
  if (chance(0.15)) input.bodyType = [pick(['SUV', 'Sedan', 'Hatchback', 'MUV'])];
  if (chance(0.2)) input.yearMin = pick([2015, 2018, 2020]);
  if (chance(0.15)) input.kmMax = pick([30_000, 60_000, 90_000]);
  if (chance(0.05)) input.search = pick(brands).toLowerCase().slice(0, 5);
  return savedSearchQuerySchema.parse(input);
}

started = performance.now();
const users = Math.ceil(SEARCHES / SEARCHES_PER_USER);
const userIds: string[] = [];
for (let i = 0; i < users; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, users - i) }, (_, j) => ({
    id: newId(),
    fullName: `Buyer ${i + j}`,
    email: null,
    mobileNumber: `6${String(i + j).padStart(9, '0')}`,
    userType: 'EndUser' as const,
    image: null,
    avatar: null,
    address: null,
    landmark: null,
    city: pick(cities),
    state: null,
    pin: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  }));
  await db.insertInto('users').values(rows).execute();
  userIds.push(...rows.map((row) => row.id));
}
const now = new Date();
const distinct = new Set<string>();
for (let i = 0; i < SEARCHES; i += 2000) {
  const rows = Array.from({ length: Math.min(2000, SEARCHES - i) }, (_, j) => {
    const query = realisticQuery();
    distinct.add(JSON.stringify(query));
    const savedAt = new Date(now.getTime() - Math.floor(random() * 30 * 86_400_000) - 3_600_000);
    return {
      id: newId(),
      userId: userIds[Math.floor((i + j) / SEARCHES_PER_USER)]!,
      name: `Search ${i + j}`,
      query: queryJson(query),
      alert: chance(0.1) ? ('off' as const) : chance(0.5) ? ('instant' as const) : ('daily' as const),
      lastSeenAt: new Date(savedAt.getTime() + Math.floor(random() * (now.getTime() - savedAt.getTime()))),
      createdAt: savedAt,
      updatedAt: savedAt,
    };
  });
  await db.insertInto('savedSearches').values(rows).execute();
}
// Saved cars: each buyer saved ~4 cars (price drops reach them).
const carIds = (await db.selectFrom('cars').select('id').where('isSold', '=', false).execute()).map((row) => row.id);
for (let i = 0; i < users; i += 2000) {
  const rows = [];
  for (const userId of userIds.slice(i, i + 2000)) {
    for (const carId of new Set(Array.from({ length: 4 }, () => pick(carIds)))) rows.push({ id: newId(), userId, carId, createdAt: now });
  }
  await db.insertInto('savedCars').values(rows).execute();
}
await sql`analyze`.execute(db);
log(
  `${users} buyers, ${SEARCHES} saved searches (${distinct.size} distinct queries), ~${users * 4} saved cars in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// ---- 1,000 car writes through the API, each timed ---------------------------------------------

const dealer = await signIn(app, DEMO_DEALER.mobileNumber);
const dealerCars = await db
  .selectFrom('cars')
  .selectAll()
  .where('userId', '=', dealer.user.id)
  .where('isSold', '=', false)
  .orderBy('id')
  .limit(Math.ceil(CHANGES / 2))
  .execute();
const bodyOf = (car: (typeof dealerCars)[number], carPrice: number) => ({
  carId: car.id,
  userId: dealer.user.id,
  carName: car.carName,
  brand: car.brand,
  model: car.model,
  variant: car.variant,
  fuelType: car.fuelType,
  transmission: car.transmission,
  bodyType: car.bodyType,
  ownership: car.ownership,
  manufacturingYear: car.manufacturingYear,
  registrationYear: car.registrationYear,
  carPrice,
  kmDriven: car.kmDriven,
  seats: car.seats,
  isSold: false,
  addressState: car.state,
  addressCity: car.city,
  addressLocality: car.locality,
  carImages: [],
});
const newCarBody = () => {
  const template = pick(dealerCars);
  const brand = pick(brands);
  return {
    ...bodyOf(template, 200_000 + Math.floor(random() * 25) * 50_000),
    carId: null,
    brand,
    model: pick(modelsOf.get(brand)!),
    carName: '',
    addressCity: pick(cities),
  };
};
const post = async (payload: Record<string, unknown>) => {
  const at = performance.now();
  const res = await call(app, { method: 'POST', url: '/api/v1/car/create-update', token: dealer.token, payload });
  if (res.status !== 200 && res.status !== 201) throw new Error(`car write ${res.status}: ${res.body}`);
  return performance.now() - at;
};
const repriced = dealerCars.length;
const listTimes: number[] = [];
const priceTimes: number[] = [];
for (let i = 0; i < CHANGES - repriced; i += 1) listTimes.push(await post(newCarBody()));
for (const [i, car] of dealerCars.entries())
  priceTimes.push(await post(bodyOf(car, i % 2 === 0 ? car.carPrice - 25_000 : car.carPrice + 25_000)));
const pending = await db
  .selectFrom('carChanges')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .where('processedAt', 'is', null)
  .executeTakeFirstOrThrow();
log(`car writes (create, 1 price point + 1 outbox row in its transaction): ${figures(listTimes)}`);
log(`car writes (price change, + the old price's lock, a point and an outbox row): ${figures(priceTimes)}`);

// ---- The matching, timed; car writes meanwhile ------------------------------------------------

started = performance.now();
const matching = matchCarChanges(db, new Date());
// Writes while it runs, on cars of the batch it is matching: they must not wait for it.
const duringTimes: number[] = [];
let running = true;
void matching.finally(() => {
  running = false;
});
for (let i = 0; running && i < arg('writes-during', 200); i += 1) {
  const car = dealerCars[i % dealerCars.length]!;
  duringTimes.push(await post(bodyOf(car, car.carPrice + 1000 * (i + 1))));
}
const result = await matching;
const matchingSeconds = (performance.now() - started) / 1000;
log(
  `matching ${result.changes} changes (${Number(pending.n)} + ${result.changes - Number(pending.n)} written while it ran) against ${SEARCHES} saved searches: ${matchingSeconds.toFixed(1)} s ` +
    `(${result.savedSearchAlerts} saved-search alerts, ${result.priceDropAlerts} price-drop alerts) — target <= 60 s`,
);
if (duringTimes.length > 0) log(`car writes while the matching ran (price changes of cars in its batch): ${figures(duringTimes)}`);
const rest = await matchCarChanges(db, new Date());
if (rest.changes > 0) log(`writes committed after the run's last claim, matched next: ${rest.changes} changes`);

// ---- The saved searches' list with new-match counts (a buyer with 20 searches) ----------------

const buyerNumber = `6${String(0).padStart(9, '0')}`;
const buyer = await signIn(app, buyerNumber);
const listTimesMs: number[] = [];
for (let i = 0; i < 50; i += 1) {
  const at = performance.now();
  const res = await call(app, { method: 'GET', url: '/api/v1/saved-searches', token: buyer.token });
  if (res.status !== 200) throw new Error(`saved searches ${res.status}`);
  listTimesMs.push(performance.now() - at);
}
log(`GET /api/v1/saved-searches (20 searches, new-match counts): ${figures(listTimesMs)}`);

if (args.includes('--keep')) process.exit(0);
await app.close();
await database.close();
await dropSchema(databaseUrl, SCHEMA);
