// Alerts (issue 28): the car write records its listing and price changes (price history + outbox) in
// its own transaction; the matching writes saved-search alerts exactly for the cars the listing shows
// for each saved query (generated queries, several statements), never for 'off' searches, the
// searcher's own cars, sold or deleted cars, and once per car per search however often it runs or the
// price changes; price-drop alerts only on a fall, to the users who saved the car; the alert and price
// history endpoints; privacy; and the saved searches' new-match count with re-priced cars.
import type { Alert, CarPriceHistory, SavedSearch } from '@carmarket/shared/api-contracts';
import { makeListingQuery, type ListingQueryInput } from '@carmarket/shared/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carBody, ROADSTER } from '../../test/car-bodies';
import { call, createTestApp, signIn, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { listingIds } from '../cars/listing-sql';
import { matchCarChanges } from './alert-matching';

type Session = { token: string; user: { id: string } };
let t: TestApp;
/** A buyer: saves searches and cars. */
let buyer: Session;
/** Sells the cars; saves searches of their own too. */
let dealer: Session;
/** Another buyer. */
let other: Session;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 20, images: false } });
  buyer = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
  const signup = await call(t.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9000070001' },
  });
  expect(signup.status, signup.body).toBe(201);
  other = await signIn(t.app, '9000070001', t.clock);
});
afterAll(() => t.close());

const db = () => t.database.db;
const runMatching = (options: { filtersPerStatement?: number } = {}) => matchCarChanges(db(), t.clock(), options);

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
const editCar = (who: Session, carId: string, changes: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/api/v1/car/create-update', token: who.token, payload: carBody(who.user.id, { carId, ...changes }) });
const reprice = async (who: Session, carId: string, carPrice: number) => {
  const res = await editCar(who, carId, { carPrice });
  expect(res.status, res.body).toBe(200);
};
const saveSearch = async (who: Session, query: ListingQueryInput, alert: 'instant' | 'daily' | 'off' = 'instant'): Promise<SavedSearch> => {
  const res = await call(t.app, { method: 'POST', url: '/api/v1/saved-searches', token: who.token, payload: { query, alert } });
  expect(res.status, res.body).toBe(201);
  return res.json.savedSearch as SavedSearch;
};
const saveCar = async (who: Session, carId: string) => {
  const res = await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', token: who.token, payload: { carId } });
  expect(res.status, res.body).toBe(201);
};
const alertsOf = async (who: Session, query = 'pageSize=50'): Promise<{ alerts: Alert[]; unreadCount: number; total: number }> => {
  const res = await call(t.app, { method: 'GET', url: `/api/v1/alerts?${query}`, token: who.token });
  expect(res.status, res.body).toBe(200);
  return res.json;
};
/** Every alert row: `${kind} ${search or user} ${car}`. */
const alertKeys = async () =>
  (await db().selectFrom('alerts').select(['kind', 'savedSearchId', 'userId', 'carId']).orderBy('id').execute()).map(
    (a) => `${a.kind} ${a.savedSearchId ?? a.userId} ${a.carId}`,
  );
const changesOf = (carId: string) =>
  db().selectFrom('carChanges').select(['kind', 'oldPrice', 'newPrice', 'processedAt']).where('carId', '=', carId).orderBy('id').execute();
const historyOf = async (carId: string): Promise<CarPriceHistory> => {
  const res = await call(t.app, { method: 'GET', url: `/api/v1/cars/${carId}/price-history` });
  expect(res.status, res.body).toBe(200);
  return res.json as CarPriceHistory;
};

/** A clean slate: no searches, saved cars, alerts or pending changes; the clock a second on. */
beforeEach(async () => {
  await runMatching();
  await db().deleteFrom('alerts').execute();
  await db().deleteFrom('savedSearches').execute();
  await db().deleteFrom('savedCars').execute();
  t.clock.advance(1000);
});

describe('the car write records listings and price changes in its own transaction', () => {
  it('a listing: one price point and one "listed" change; an edit of anything but the price: nothing', async () => {
    const at = t.clock().toISOString();
    const id = await listCar(dealer, { carPrice: 800_000 });
    expect(await changesOf(id)).toEqual([{ kind: 'listed', oldPrice: null, newPrice: 800_000, processedAt: null }]);
    expect(await historyOf(id)).toEqual({ points: [{ price: 800_000, at }], lastDrop: null });

    t.clock.advance(1000);
    expect((await editCar(dealer, id, { carPrice: 800_000, kmDriven: 40_000, carName: 'Renamed' })).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${id}/mark-sold`, token: dealer.token })).status).toBe(200);
    expect(await changesOf(id)).toHaveLength(1);
    expect((await historyOf(id)).points).toHaveLength(1);
    const row = await db().selectFrom('cars').select('priceChangedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.priceChangedAt).toBeNull();
  });

  it('a price change: a point, a "price" change with both prices, and cars.price_changed_at', async () => {
    const id = await listCar(dealer, { carPrice: 800_000 });
    t.clock.advance(60_000);
    const at = t.clock();
    await reprice(dealer, id, 750_000);
    expect((await changesOf(id)).map((c) => [c.kind, c.oldPrice, c.newPrice])).toEqual([
      ['listed', null, 800_000],
      ['price', 800_000, 750_000],
    ]);
    const row = await db().selectFrom('cars').select('priceChangedAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.priceChangedAt!).toISOString()).toBe(at.toISOString());
  });

  it('a write that fails after the car row rolls the change and the price point back with it', async () => {
    const changesBefore = await db().selectFrom('carChanges').select('id').execute();
    const pointsBefore = await db().selectFrom('carPriceHistory').select('id').execute();
    // The images are attached after the car row, the point and the change are written: an image that
    // is not the user's fails the write there.
    const failedCreate = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: dealer.token,
      payload: carBody(dealer.user.id, { carName: 'Never listed', carImages: ['not-an-upload'] }),
    });
    expect(failedCreate.status).toBe(400);
    const id = await listCar(dealer, { carPrice: 700_000 });
    const failedEdit = await editCar(dealer, id, { carPrice: 650_000, carImages: ['not-an-upload'] });
    expect(failedEdit.status).toBe(400);

    expect((await call(t.app, { method: 'GET', url: `/api/v1/cars/${id}` })).json.car.carPrice).toBe(700_000);
    expect(await changesOf(id)).toHaveLength(1);
    expect((await db().selectFrom('carChanges').select('id').execute()).length).toBe(changesBefore.length + 1);
    expect((await db().selectFrom('carPriceHistory').select('id').execute()).length).toBe(pointsBefore.length + 1);
    expect(await db().selectFrom('cars').select('id').where('carName', '=', 'Never listed').execute()).toEqual([]);
  });
});

describe('price history', () => {
  it('lists every price oldest first; lastDrop is the last change when it was a fall', async () => {
    const id = await listCar(dealer, { carPrice: 900_000 });
    const listedAt = t.clock().toISOString();
    t.clock.advance(86_400_000);
    await reprice(dealer, id, 950_000);
    const raisedAt = t.clock().toISOString();
    expect(await historyOf(id)).toEqual({
      points: [
        { price: 900_000, at: listedAt },
        { price: 950_000, at: raisedAt },
      ],
      lastDrop: null,
    });
    t.clock.advance(86_400_000);
    await reprice(dealer, id, 875_000);
    const droppedAt = t.clock().toISOString();
    const history = await historyOf(id);
    expect(history.points.map((p) => p.price)).toEqual([900_000, 950_000, 875_000]);
    expect(history.lastDrop).toEqual({ amount: 75_000, from: 950_000, to: 875_000, at: droppedAt });
    // A rise after it: the last change is no longer a drop.
    t.clock.advance(1000);
    await reprice(dealer, id, 880_000);
    expect((await historyOf(id)).lastDrop).toBeNull();
  });

  it('a car listed before the history existed (seeded) has its listing price, kept when the price first changes', async () => {
    const seeded = await db()
      .selectFrom('cars')
      .select(['id', 'carPrice', 'createdAt', 'userId'])
      .where('userId', '=', dealer.user.id)
      .where('isSold', '=', false)
      .where('id', 'not in', db().selectFrom('carPriceHistory').select('carId'))
      .executeTakeFirst();
    expect(seeded, 'a seeded car of the dealer').toBeDefined();
    const listedAt = new Date(seeded!.createdAt).toISOString();
    expect(await historyOf(seeded!.id)).toEqual({ points: [{ price: seeded!.carPrice, at: listedAt }], lastDrop: null });
    const lower = seeded!.carPrice - 10_000;
    const car = (await call(t.app, { method: 'GET', url: `/api/v1/cars/${seeded!.id}` })).json.car;
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: dealer.token,
      payload: {
        ...carBody(dealer.user.id, {
          carId: car.id,
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
          kmDriven: car.kmDriven,
          seats: car.seats,
          addressState: car.address.state,
          addressCity: car.address.city,
          addressLocality: car.address.locality,
          carPrice: lower,
        }),
      },
    });
    expect(res.status, res.body).toBe(200);
    const history = await historyOf(seeded!.id);
    expect(history.points).toEqual([
      { price: seeded!.carPrice, at: listedAt },
      { price: lower, at: t.clock().toISOString() },
    ]);
    expect(history.lastDrop).toMatchObject({ amount: 10_000, from: seeded!.carPrice, to: lower });
  });

  it('is public; an unknown car is a 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/cars/no-such-car/price-history' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Cars not found' });
  });
});

describe('saved-search alerts', () => {
  it('a listed car alerts the searches it matches, not the others, not "off" ones, not its seller’s own', async () => {
    const tataDiesel = await saveSearch(buyer, { brand: ['Tata'], fuel: ['Diesel'] });
    const kia = await saveSearch(buyer, { brand: ['Kia'] });
    const cheap = await saveSearch(buyer, { priceMax: 500_000 });
    const off = await saveSearch(buyer, { brand: ['Tata'] }, 'off');
    const daily = await saveSearch(other, { location: ['Pune'] }, 'daily');
    const sellersOwn = await saveSearch(dealer, { brand: ['Tata'] });
    t.clock.advance(1000);
    const nexon = await listCar(dealer);
    // Nothing until the matching runs: the write did not wait for it.
    expect(await alertKeys()).toEqual([]);

    const result = await runMatching();
    expect(result).toMatchObject({ changes: 1, savedSearchAlerts: 2, priceDropAlerts: 0 });
    expect((await alertKeys()).sort()).toEqual([`saved-search ${tataDiesel.id} ${nexon}`, `saved-search ${daily.id} ${nexon}`].sort());
    for (const search of [kia, cheap, off, sellersOwn]) expect((await alertKeys()).join()).not.toContain(search.id);
    expect(await changesOf(nexon)).toEqual([expect.objectContaining({ kind: 'listed', processedAt: expect.anything() })]);

    // The alert as the bell reads it.
    const { alerts, unreadCount } = await alertsOf(buyer);
    expect(unreadCount).toBe(1);
    expect(alerts).toEqual([
      {
        id: expect.stringMatching(/^\d+$/),
        kind: 'saved-search',
        createdAt: t.clock().toISOString(),
        readAt: null,
        oldPrice: null,
        newPrice: 950_000,
        savedSearch: { id: tataDiesel.id, name: tataDiesel.name },
        car: {
          id: nexon,
          carName: 'Tata Nexon Creative',
          brand: 'Tata',
          model: 'Nexon',
          variant: 'Creative',
          manufacturingYear: 2021,
          carPrice: 950_000,
          kmDriven: 32_000,
          fuelType: 'Diesel',
          city: 'Pune',
          isSold: false,
          url: `/buy-car/${nexon}`,
          image: null,
        },
      },
    ]);
  });

  it('once per car per search: the job run again, or the price changed twice, adds nothing', async () => {
    const search = await saveSearch(buyer, { brand: ['Tata'] });
    t.clock.advance(1000);
    const nexon = await listCar(dealer);
    await runMatching();
    await runMatching();
    t.clock.advance(1000);
    await reprice(dealer, nexon, 940_000);
    t.clock.advance(1000);
    await reprice(dealer, nexon, 930_000);
    const again = await runMatching();
    expect(again).toMatchObject({ changes: 2, savedSearchAlerts: 0 });
    // A batch processed twice (changes claimed again after a crash before the commit) adds nothing either.
    await db().updateTable('carChanges').set({ processedAt: null }).where('carId', '=', nexon).execute();
    expect(await runMatching()).toMatchObject({ changes: 3, savedSearchAlerts: 0 });
    expect(await alertKeys()).toEqual([`saved-search ${search.id} ${nexon}`]);
  });

  it('a price change alerts a search the car now matches', async () => {
    const cheap = await saveSearch(buyer, { priceMax: 900_000, brand: ['Tata'] });
    t.clock.advance(1000);
    const nexon = await listCar(dealer, { carPrice: 950_000 });
    await runMatching();
    expect(await alertKeys()).toEqual([]);
    t.clock.advance(1000);
    await reprice(dealer, nexon, 890_000);
    await runMatching();
    expect(await alertKeys()).toEqual([`saved-search ${cheap.id} ${nexon}`]);
    const [alert] = (await alertsOf(buyer)).alerts;
    expect(alert).toMatchObject({ kind: 'saved-search', oldPrice: 950_000, newPrice: 890_000 });
  });

  it('sold or deleted before the matching: no alert, the change is processed', async () => {
    await saveSearch(buyer, { brand: ['Tata'] });
    t.clock.advance(1000);
    const sold = await listCar(dealer);
    const deleted = await listCar(dealer);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${sold}/mark-sold`, token: dealer.token })).status).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${deleted}`, token: dealer.token })).status).toBe(200);
    expect(await runMatching()).toMatchObject({ changes: 2, savedSearchAlerts: 0 });
    expect(await alertKeys()).toEqual([]);
    expect((await changesOf(sold))[0]!.processedAt).not.toBeNull();
  });

  it('a car deleted after its alerts were written takes them with it; so does a deleted search', async () => {
    const search = await saveSearch(buyer, { brand: ['Tata'] });
    const diesel = await saveSearch(buyer, { fuel: ['Diesel'] });
    t.clock.advance(1000);
    const nexon = await listCar(dealer);
    const kept = await listCar(dealer);
    await runMatching();
    expect(await alertKeys()).toHaveLength(4);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${nexon}`, token: dealer.token })).status).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/saved-searches/${diesel.id}`, token: buyer.token })).status).toBe(200);
    expect(await alertKeys()).toEqual([`saved-search ${search.id} ${kept}`]);
    expect((await alertsOf(buyer)).alerts.map((a) => a.car.id)).toEqual([kept]);
  });

  it('a search saved after the car changed is not alerted for it (the user saw it in the listing)', async () => {
    const nexon = await listCar(dealer);
    t.clock.advance(1000);
    await saveSearch(buyer, { brand: ['Tata'] });
    await runMatching();
    expect(await alertKeys()).toEqual([]);
    expect(nexon).toBeTruthy();
  });

  it('alerts exactly the cars the listing shows for each saved query (generated queries, several statements)', async () => {
    const queries = generatedQueries(50);
    const searches: SavedSearch[] = [];
    for (const query of queries) searches.push(await saveSearch(buyer, query));
    t.clock.advance(1000);
    const batch = [
      await listCar(dealer),
      await listCar(dealer, { fuelType: 'Petrol', carPrice: 1_200_000, transmission: 'Automatic' }),
      await listCar(dealer, {
        brand: 'Hyundai',
        model: 'Creta',
        variant: 'SX',
        carName: 'Hyundai Creta SX',
        seats: 7,
        addressCity: 'Mumbai',
        addressLocality: 'Andheri',
        ownership: '2nd',
      }),
      await listCar(dealer, { manufacturingYear: 2016, registrationYear: 2016, kmDriven: 95_000, carPrice: 420_000 }),
      await listCar(dealer, ROADSTER),
      await listCar(dealer, {
        brand: 'Maruti Suzuki',
        model: 'Swift',
        carName: 'Maruti Suzuki Swift',
        bodyType: 'Hatchback',
        fuelType: 'CNG',
      }),
      await listCar(dealer, { addressState: 'Delhi', addressCity: 'Delhi', addressLocality: 'Dwarka', seats: 8, bodyType: 'MUV' }),
    ];
    // Several statements' worth of filters, to exercise the chunking.
    const result = await runMatching({ filtersPerStatement: 20 });
    expect(result.changes).toBe(batch.length);

    const alerted = new Map<string, string[]>();
    for (const a of await db().selectFrom('alerts').select(['savedSearchId', 'carId']).execute()) {
      alerted.set(a.savedSearchId!, [...(alerted.get(a.savedSearchId!) ?? []), a.carId].sort());
    }
    let matches = 0;
    for (const search of searches) {
      const listed = new Set(await listingIds(db(), makeListingQuery({ ...search.query, pageSize: 1 })));
      const expected = batch.filter((id) => listed.has(id)).sort();
      expect(alerted.get(search.id) ?? [], JSON.stringify(search.query)).toEqual(expected);
      matches += expected.length;
    }
    // The queries tell the cars apart: neither all nor nothing.
    expect(matches).toBeGreaterThan(10);
    expect(matches).toBeLessThan(searches.length * batch.length - 10);
    expect(result.savedSearchAlerts).toBe(matches);
  });
});

describe('price-drop alerts', () => {
  it('alert everyone who saved the car when its price falls, with both prices; a rise alerts nobody', async () => {
    const nexon = await listCar(dealer, { carPrice: 950_000 });
    await saveCar(buyer, nexon);
    await saveCar(other, nexon);
    // The seller saving their own car hears nothing.
    await saveCar(dealer, nexon);
    await runMatching();
    t.clock.advance(1000);
    await reprice(dealer, nexon, 990_000);
    expect(await runMatching()).toMatchObject({ priceDropAlerts: 0 });
    t.clock.advance(1000);
    await reprice(dealer, nexon, 900_000);
    expect(await runMatching()).toMatchObject({ priceDropAlerts: 2 });
    for (const who of [buyer, other]) {
      const { alerts } = await alertsOf(who);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ kind: 'price-drop', oldPrice: 990_000, newPrice: 900_000, savedSearch: null, car: { id: nexon } });
    }
    expect((await alertsOf(dealer)).alerts).toEqual([]);

    // Each fall is its own alert; run again, nothing more.
    t.clock.advance(1000);
    await reprice(dealer, nexon, 850_000);
    await runMatching();
    await runMatching();
    expect((await alertsOf(buyer)).alerts.map((a) => [a.oldPrice, a.newPrice])).toEqual([
      [900_000, 850_000],
      [990_000, 900_000],
    ]);
  });

  it('a sold car’s fall alerts nobody', async () => {
    const nexon = await listCar(dealer, { carPrice: 950_000 });
    await saveCar(buyer, nexon);
    t.clock.advance(1000);
    expect((await editCar(dealer, nexon, { carPrice: 800_000, isSold: true })).status).toBe(200);
    await runMatching();
    expect(await alertKeys()).toEqual([]);
  });
});

describe('the alerts list and marking read', () => {
  it('pages newest first with the unread count; marks the ones named, then all', async () => {
    await saveSearch(buyer, { brand: ['Tata'] });
    t.clock.advance(1000);
    const cars: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      cars.push(await listCar(dealer, { carName: `Nexon ${i}` }));
      await runMatching();
      t.clock.advance(1000);
    }
    const first = await alertsOf(buyer, 'page=1&pageSize=2');
    expect(first).toMatchObject({ unreadCount: 5, total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.alerts.map((a) => a.car.id)).toEqual([cars[4], cars[3]]);
    const last = await alertsOf(buyer, 'page=3&pageSize=2');
    expect(last.alerts.map((a) => a.car.id)).toEqual([cars[0]]);

    const marked = await call(t.app, {
      method: 'POST',
      url: '/api/v1/alerts/read',
      token: buyer.token,
      payload: { ids: first.alerts.map((a) => a.id) },
    });
    expect(marked.status, marked.body).toBe(200);
    expect(marked.json).toEqual({ marked: 2, unreadCount: 3 });
    const after = await alertsOf(buyer);
    expect(after.alerts.map((a) => a.readAt !== null)).toEqual([true, true, false, false, false]);
    expect(after.alerts[0]!.readAt).toBe(t.clock().toISOString());
    // Marking again changes nothing.
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/v1/alerts/read',
      token: buyer.token,
      payload: { ids: [first.alerts[0]!.id] },
    });
    expect(again.json).toEqual({ marked: 0, unreadCount: 3 });
    const all = await call(t.app, { method: 'POST', url: '/api/v1/alerts/read', token: buyer.token, payload: { all: true } });
    expect(all.json).toEqual({ marked: 3, unreadCount: 0 });
  });

  it('refuses bad bodies and pages with a message', async () => {
    for (const payload of [
      {},
      { ids: [] },
      { ids: ['abc'] },
      { ids: ['1'], all: true },
      { all: false },
      { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
    ]) {
      const res = await call(t.app, { method: 'POST', url: '/api/v1/alerts/read', token: buyer.token, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
    for (const query of ['page=0', 'pageSize=51', 'page=x', 'pageSize=0']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/alerts?${query}`, token: buyer.token });
      expect(res.status, query).toBe(400);
    }
  });
});

describe('alerts privacy', () => {
  it('guests get a 401; nobody lists, counts or marks another user’s alerts', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/alerts' })).status).toBe(401);
    expect((await call(t.app, { method: 'POST', url: '/api/v1/alerts/read', payload: { all: true } })).status).toBe(401);

    await saveSearch(buyer, { brand: ['Tata'] });
    t.clock.advance(1000);
    await listCar(dealer);
    await runMatching();
    const mine = await alertsOf(buyer);
    expect(mine.alerts).toHaveLength(1);
    expect(await alertsOf(other)).toMatchObject({ alerts: [], unreadCount: 0, total: 0 });

    // Another user naming the buyer's alert, or marking all of theirs, marks nothing of the buyer's.
    const theirs = await call(t.app, {
      method: 'POST',
      url: '/api/v1/alerts/read',
      token: other.token,
      payload: { ids: [mine.alerts[0]!.id] },
    });
    expect(theirs.json).toEqual({ marked: 0, unreadCount: 0 });
    await call(t.app, { method: 'POST', url: '/api/v1/alerts/read', token: other.token, payload: { all: true } });
    expect((await alertsOf(buyer)).unreadCount).toBe(1);
  });
});

describe('new matches since last seen count re-priced cars', () => {
  it('a car listed before the search counts once its price changes after last seen; mark seen resets it', async () => {
    const older = await listCar(dealer, { carPrice: 960_000 });
    const untouched = await listCar(dealer, { carPrice: 970_000 });
    t.clock.advance(1000);
    const search = await saveSearch(buyer, { brand: ['Tata'], model: ['Nexon'] });
    const count = async () => {
      const res = await call(t.app, { method: 'GET', url: '/api/v1/saved-searches', token: buyer.token });
      return (res.json.savedSearches as SavedSearch[]).find((s) => s.id === search.id)!.newMatches;
    };
    expect(await count()).toBe(0);
    t.clock.advance(1000);
    await reprice(dealer, older, 940_000);
    const fresh = await listCar(dealer);
    expect(await count()).toBe(2);
    expect(
      (await call(t.app, { method: 'POST', url: `/api/v1/saved-searches/${search.id}/seen`, token: buyer.token })).json.savedSearch
        .newMatches,
    ).toBe(0);
    t.clock.advance(1000);
    // Re-priced and listed since: each counts once; a sold one does not.
    await reprice(dealer, fresh, 930_000);
    await reprice(dealer, untouched, 965_000);
    expect(await count()).toBe(2);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${untouched}/mark-sold`, token: dealer.token })).status).toBe(200);
    expect(await count()).toBe(1);
  });
});

/** mulberry32: the same "random" queries every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Saved queries over every filter, each set with some chance, values around the cars the test lists. */
function generatedQueries(count: number): ListingQueryInput[] {
  const random = prng(28);
  const some = <T>(values: readonly T[]) => values.filter(() => random() < 0.4);
  const maybe = <T>(value: () => T): T | undefined => (random() < 0.3 ? value() : undefined);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, () => {
    const query: ListingQueryInput = {
      brand: maybe(() => some(['Tata', 'Hyundai', 'Zeta', 'Maruti Suzuki', 'Kia'])),
      model: maybe(() => some(['Nexon', 'Creta', 'Roadster', 'Swift'])),
      fuel: maybe(() => some(['Diesel', 'Petrol', 'CNG'])),
      transmission: maybe(() => some(['Manual', 'Automatic'])),
      bodyType: maybe(() => some(['SUV', 'Coupe', 'Hatchback', 'MUV'])),
      ownership: maybe(() => some(['1st', '2nd'])),
      seats: maybe(() => some(['2', '5', '7', '8+'] as const)),
      location: maybe(() => some(['Pune', 'maharashtra', 'Maharashtra-Baner', 'Mumbai', 'Meghalaya', ' delhi '])),
      ownerType: maybe(() => pick(['dealer', 'owner'] as const)),
      priceMin: maybe(() => pick([300_000, 900_000])),
      priceMax: maybe(() => pick([1_000_000, 5_000_000])),
      yearMin: maybe(() => pick([2018, 2021])),
      kmMax: maybe(() => pick([40_000, 100_000])),
      search: maybe(() => pick(['nexon', 'tata n', 'creta', 'zeta', 'suzuki sw'])),
    };
    return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ListingQueryInput;
  });
}
