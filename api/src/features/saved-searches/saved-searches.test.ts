// Saved searches: create (default name and alert, the listing's query model stored), list newest
// first, rename, set the alert, delete, the cap per user, the validation messages; privacy (signed in
// only, another user's search is a 404 and never listed); and new matches: exactly the cars GET
// /api/v1/cars lists for the same filters among those listed after last seen, reset by mark seen.
import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_QUERY_MAX_LENGTH,
  SAVED_SEARCHES_LIMIT,
  savedSearchQuerySchema,
  type SavedSearch,
  type SavedSearchQuery,
} from '@carmarket/shared/api-contracts';
import { LISTING_PAGE_SIZE_MAX, listingQueryToSearchParams, type Car, type ListingQueryInput } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONSE_BUDGET_BYTES } from '../../lib/response-budget';
import { carBody, ROADSTER } from '../../test/car-bodies';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';

type Session = { token: string; user: { id: string } };
let t: TestApp;
let owner: Session;
let dealer: Session;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
});
afterAll(() => t.close());

const URL = '/api/v1/saved-searches';
const create = (token: string | undefined, payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: URL, token, payload });
const update = (token: string | undefined, id: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PUT', url: `${URL}/${id}`, token, payload });
const remove = (token: string | undefined, id: string) => call(t.app, { method: 'DELETE', url: `${URL}/${id}`, token });
const markSeen = (token: string | undefined, id: string) => call(t.app, { method: 'POST', url: `${URL}/${id}/seen`, token });
const list = async (token: string): Promise<SavedSearch[]> => {
  const res = await call(t.app, { method: 'GET', url: URL, token });
  expect(res.status).toBe(200);
  return res.json.savedSearches as SavedSearch[];
};
const clearAll = async (token: string) => {
  for (const search of await list(token)) expect((await remove(token, search.id)).status).toBe(200);
};
/** Saves `query` as `who`; the answer's saved search. */
const save = async (who: Session, query: ListingQueryInput, extra: Record<string, unknown> = {}): Promise<SavedSearch> => {
  const res = await create(who.token, { query, ...extra });
  expect(res.status, res.body).toBe(201);
  return res.json.savedSearch as SavedSearch;
};
const listCar = async (who: Session, changes: Record<string, unknown> = {}): Promise<string> => {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/v1/car/create-update',
    token: who.token,
    payload: carBody(who.user.id, changes),
  });
  expect(res.status, res.body).toBe(201);
  return res.json.car.id as string;
};

/** Every car GET /api/v1/cars lists for the query, page by page. */
async function listingCars(query: SavedSearchQuery): Promise<Car[]> {
  const cars: Car[] = [];
  for (let page = 1; ; page += 1) {
    const params = listingQueryToSearchParams({ ...query, page, pageSize: LISTING_PAGE_SIZE_MAX });
    const res = await call(t.app, { method: 'GET', url: `/api/v1/cars?${params.toString()}` });
    expect(res.status, res.body).toBe(200);
    cars.push(...(res.json.cars as Car[]));
    if (page >= res.json.pageCount) return cars;
  }
}

describe('saved searches (signed in)', () => {
  it('saves the filters as the listing query, named from them, alert daily, no new matches yet', async () => {
    await clearAll(owner.token);
    const saved = await save(owner, { brand: [' Hyundai '], fuel: ['Diesel'], location: ['Pune'], sort: 'priceLowToHigh' });
    expect(saved).toMatchObject({ name: 'Hyundai, Diesel in Pune', alert: 'daily', newMatches: 0 });
    // Stored in the listing's model: trimmed, every default filled in, no page.
    expect(saved.query).toEqual({
      ownerType: 'all',
      brand: ['Hyundai'],
      model: [],
      fuel: ['Diesel'],
      transmission: [],
      bodyType: [],
      ownership: [],
      seats: [],
      location: ['Pune'],
      allLocations: false,
      search: '',
      sort: 'priceLowToHigh',
    });
    expect(saved.lastSeenAt).toBe(t.clock().toISOString());
    expect(saved.createdAt).toBe(saved.lastSeenAt);
    expect(await list(owner.token)).toEqual([saved]);
  });

  it('takes a given name (trimmed) and alert; a blank name is the default one', async () => {
    await clearAll(owner.token);
    const named = await save(
      owner,
      { model: ['Creta'], location: ['Maharashtra-Baner'] },
      { name: '  Creta near home ', alert: 'instant' },
    );
    expect(named).toMatchObject({ name: 'Creta near home', alert: 'instant' });
    const blank = await save(owner, { model: ['Creta'], location: ['Maharashtra-Baner'] }, { name: '   ', alert: 'off' });
    expect(blank).toMatchObject({ name: 'Creta in Baner', alert: 'off' });
    expect((await save(owner, {})).name).toBe('All cars');
  });

  it('lists newest first, renames, sets the alert, deletes', async () => {
    await clearAll(owner.token);
    const first = await save(owner, { fuel: ['Petrol'] });
    t.clock.advance(1000);
    const second = await save(owner, { fuel: ['CNG'] });
    expect((await list(owner.token)).map((s) => s.id)).toEqual([second.id, first.id]);

    t.clock.advance(1000);
    const renamed = await update(owner.token, first.id, { name: ' Petrol cars ' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.savedSearch).toMatchObject({ id: first.id, name: 'Petrol cars', alert: 'daily', query: first.query });
    expect(renamed.json.savedSearch.updatedAt).toBe(t.clock().toISOString());
    expect(renamed.json.savedSearch.createdAt).toBe(first.createdAt);

    const alerted = await update(owner.token, first.id, { alert: 'off' });
    expect(alerted.json.savedSearch).toMatchObject({ name: 'Petrol cars', alert: 'off' });
    const both = await update(owner.token, first.id, { name: 'Petrol, instant', alert: 'instant' });
    expect(both.json.savedSearch).toMatchObject({ name: 'Petrol, instant', alert: 'instant' });

    const deleted = await remove(owner.token, second.id);
    expect(deleted.status).toBe(200);
    expect(deleted.json.message).toBe(SAVED_SEARCH_MESSAGES.deleted);
    expect((await list(owner.token)).map((s) => [s.id, s.name])).toEqual([[first.id, 'Petrol, instant']]);
    for (const res of [
      await remove(owner.token, second.id),
      await update(owner.token, second.id, { alert: 'off' }),
      await markSeen(owner.token, second.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
  });

  it(`keeps at most ${SAVED_SEARCHES_LIMIT} per user, with a message; deleting one makes room`, async () => {
    await clearAll(owner.token);
    const kept: SavedSearch[] = [];
    for (let i = 0; i < SAVED_SEARCHES_LIMIT; i += 1) kept.push(await save(owner, { priceMax: 100_000 * (i + 1) }));
    const over = await create(owner.token, { query: { fuel: ['Diesel'] } });
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(SAVED_SEARCH_MESSAGES.limit);
    expect(await list(owner.token)).toHaveLength(SAVED_SEARCHES_LIMIT);
    // The cap is per user: another user still saves.
    await save(dealer, { fuel: ['Diesel'] });
    expect((await remove(owner.token, kept[0]!.id)).status).toBe(200);
    await save(owner, { fuel: ['Diesel'] });
    await clearAll(owner.token);
    await clearAll(dealer.token);
  });

  it('refuses bad names, alerts, queries and extra fields with a message', async () => {
    await clearAll(owner.token);
    const saved = await save(owner, { fuel: ['Diesel'] });
    const cases: [Promise<{ status: number; json: { message: string } }>, string][] = [
      [create(owner.token, { query: {}, name: 'x'.repeat(81) }), SAVED_SEARCH_MESSAGES.name],
      [create(owner.token, { query: {}, name: 5 }), SAVED_SEARCH_MESSAGES.name],
      [create(owner.token, { query: {}, alert: 'weekly' }), SAVED_SEARCH_MESSAGES.alert],
      [create(owner.token, {}), SAVED_SEARCH_MESSAGES.query],
      [create(owner.token, { query: 'Tata' }), SAVED_SEARCH_MESSAGES.query],
      [create(owner.token, { query: { page: 2 } }), 'query: Unrecognized key: "page"'],
      [create(owner.token, { query: {}, userId: dealer.user.id }), 'Unrecognized key: "userId"'],
      [update(owner.token, saved.id, { name: '   ' }), SAVED_SEARCH_MESSAGES.name],
      [update(owner.token, saved.id, { name: 'y'.repeat(81) }), SAVED_SEARCH_MESSAGES.name],
      [update(owner.token, saved.id, { alert: 'hourly' }), SAVED_SEARCH_MESSAGES.alert],
      [update(owner.token, saved.id, {}), SAVED_SEARCH_MESSAGES.nothingToChange],
      [update(owner.token, saved.id, { query: { fuel: ['Petrol'] } }), 'Unrecognized key: "query"'],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.status, message).toBe(400);
      expect(res.json.message).toBe(message);
    }
    // The listing's own rules on the filters (the same schema GET /api/v1/cars reads).
    const badYear = await create(owner.token, { query: { yearMin: 1800 } });
    expect(badYear.status).toBe(400);
    expect(badYear.json.message).toMatch(/^query\.yearMin: /);
    const badSort = await create(owner.token, { query: { sort: 'cheapest' } });
    expect(badSort.status).toBe(400);
    expect(badSort.json.message).toMatch(/^query\.sort: /);
    expect(await list(owner.token)).toEqual([saved]);
  });
});

describe('saved searches size', () => {
  it('refuses filters too long to keep; a full list of the largest searches allowed fits the response budget', async () => {
    await clearAll(owner.token);
    // 3-byte characters: the most a counted character can weigh.
    const widest = (length: number) => 'ह'.repeat(length);
    const sizeOf = (query: ListingQueryInput) => JSON.stringify(savedSearchQuerySchema.parse(query)).length;
    const brand: string[] = [];
    const grown = () => ({ search: widest(200), brand: [...brand, `${brand.length}${widest(98)}`] });
    while (sizeOf(grown()) <= SAVED_SEARCH_QUERY_MAX_LENGTH) brand.push(`${brand.length}${widest(98)}`);
    const largest = { search: widest(200), brand };
    expect(sizeOf(largest)).toBeGreaterThan(SAVED_SEARCH_QUERY_MAX_LENGTH - 110);

    const tooLong = await create(owner.token, { query: grown() });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe(SAVED_SEARCH_MESSAGES.queryTooLong);

    for (let i = 0; i < SAVED_SEARCHES_LIMIT; i += 1) await save(owner, largest, { name: widest(80) });
    const res = await call(t.app, { method: 'GET', url: URL, token: owner.token });
    expect(res.json.savedSearches).toHaveLength(SAVED_SEARCHES_LIMIT);
    const bytes = Buffer.byteLength(res.body);
    expect(bytes).toBeGreaterThan(SAVED_SEARCHES_LIMIT * SAVED_SEARCH_QUERY_MAX_LENGTH * 2);
    expect(bytes).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
    await clearAll(owner.token);
  });
});

describe('saved searches privacy', () => {
  it('refuses guests on every call', async () => {
    expect((await call(t.app, { method: 'GET', url: URL })).status).toBe(401);
    expect((await create(undefined, { query: {} })).status).toBe(401);
    expect((await update(undefined, 'any', { alert: 'off' })).status).toBe(401);
    expect((await remove(undefined, 'any')).status).toBe(401);
    expect((await markSeen(undefined, 'any')).status).toBe(401);
  });

  it("another user never lists, renames, alerts, marks or deletes someone's search: 404", async () => {
    await clearAll(owner.token);
    await clearAll(dealer.token);
    const mine = await save(owner, { brand: ['Tata'] }, { name: 'Tata' });
    const theirs = await save(dealer, { brand: ['Kia'] });
    expect((await list(dealer.token)).map((s) => s.id)).toEqual([theirs.id]);
    for (const res of [
      await update(dealer.token, mine.id, { name: 'Taken' }),
      await update(dealer.token, mine.id, { alert: 'off' }),
      await markSeen(dealer.token, mine.id),
      await remove(dealer.token, mine.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: SAVED_SEARCH_MESSAGES.notFound });
    }
    // Untouched, and still the owner's only.
    expect(await list(owner.token)).toEqual([mine]);
  });
});

describe('new matches: the listing, among the cars listed after last seen', () => {
  const filterSets: ListingQueryInput[] = [
    {},
    { brand: ['Tata'], fuel: ['Diesel'] },
    { brand: ['Tata', 'Hyundai'], model: ['Nexon'], location: ['Maharashtra-Baner'] },
    { location: ['Pune'], priceMax: 1_000_000, yearMin: 2020 },
    { ownerType: 'dealer', seats: ['7'], transmission: ['Automatic'] },
    { ownerType: 'owner' },
    { search: 'nexon', kmMax: 40_000 },
    { bodyType: ['SUV'], ownership: ['1st'], sort: 'listedNewToOld' },
    { location: ['Meghalaya'], seats: ['2'] },
    { brand: ['Maruti'], priceMin: 50_000_000 },
  ];

  it('counts exactly what GET /api/v1/cars lists for the same filters, listed after last seen; mark seen resets it', async () => {
    await clearAll(owner.token);
    const searches = [];
    for (const query of filterSets) searches.push(await save(owner, query));
    t.clock.advance(1000);

    // Cars listed after the searches were saved: some match each set, some do not; one is sold.
    const newIds = [
      await listCar(dealer),
      await listCar(dealer, { fuelType: 'Petrol', carPrice: 1_200_000 }),
      await listCar(dealer, {
        brand: 'Hyundai',
        model: 'Creta',
        variant: 'SX',
        carName: 'Hyundai Creta SX',
        transmission: 'Automatic',
        seats: 7,
        addressCity: 'Mumbai',
        addressLocality: 'Andheri',
      }),
      await listCar(dealer, { manufacturingYear: 2018, registrationYear: 2018, kmDriven: 80_000 }),
      await listCar(dealer, ROADSTER),
      await listCar(owner, { ownership: '2nd', kmDriven: 12_000 }),
    ];
    const sold = await listCar(dealer, { carName: 'Tata Nexon Sold' });
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${sold}/mark-sold`, token: dealer.token })).status).toBe(200);
    t.clock.advance(1000);

    const counted = new Map((await list(owner.token)).map((s) => [s.id, s]));
    const expected: number[] = [];
    for (const search of searches) {
      const now = counted.get(search.id)!;
      const lastSeen = Date.parse(now.lastSeenAt);
      const listed = (await listingCars(now.query)).filter((car) => Date.parse(car.createdAt) > lastSeen);
      // Only the cars of this test were listed since (the seed's are older).
      expect(
        listed.every((car) => newIds.includes(car.id)),
        JSON.stringify(now.query),
      ).toBe(true);
      expect(now.newMatches, JSON.stringify(now.query)).toBe(listed.length);
      expected.push(listed.length);
    }
    // The sets tell the cars apart: all of them, several, one, none.
    expect(expected).toEqual([6, 3, 4, 2, 1, 1, 3, 4, 1, 0]);

    // Opening a search sees its matches; the others keep theirs until opened.
    const [all, tataDiesel] = searches;
    const seen = await markSeen(owner.token, all!.id);
    expect(seen.status).toBe(200);
    expect(seen.json.savedSearch).toMatchObject({ id: all!.id, newMatches: 0, lastSeenAt: t.clock().toISOString() });
    expect(seen.json.savedSearch.updatedAt).toBe(all!.updatedAt);
    let after = new Map((await list(owner.token)).map((s) => [s.id, s.newMatches]));
    expect(after.get(all!.id)).toBe(0);
    expect(after.get(tataDiesel!.id)).toBe(3);

    // A car listed after that counts again, for the searches it matches only.
    t.clock.advance(1000);
    await listCar(dealer, { fuelType: 'Petrol' });
    after = new Map((await list(owner.token)).map((s) => [s.id, s.newMatches]));
    expect(after.get(all!.id)).toBe(1);
    expect(after.get(tataDiesel!.id)).toBe(3);
    await clearAll(owner.token);
  });
});
