// Recently viewed cars: newest first, at most 20, merge keeps the newest time, future times clamp
// to now, unknown cars are skipped, sold cars say so and deleted ones drop out; signed-in only,
// and nobody reads or changes another user's list. Guests' lookup of their device list's cars.
import type { Car } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPublicCars, call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';

let t: TestApp;
let owner: { token: string; user: { id: string } };
let dealer: { token: string; user: { id: string } };
let cars: Car[];
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
  cars = await allPublicCars(t.app);
});
afterAll(() => t.close());

const URL = '/api/v1/recently-viewed';
const minutesAgo = (minutes: number) => new Date(t.clock().getTime() - minutes * 60_000).toISOString();
const add = (token: string, views: { carId: string; viewedAt: string }[]) =>
  call(t.app, { method: 'POST', url: URL, token, payload: { views } });
const list = async (token: string) => {
  const res = await call(t.app, { method: 'GET', url: URL, token });
  expect(res.status).toBe(200);
  return res.json.recentlyViewed as { carId: string; viewedAt: string; car: Car }[];
};
const clear = (token: string) => call(t.app, { method: 'DELETE', url: URL, token });

describe('recently viewed (signed in)', () => {
  it('lists the views newest first with their cars, one entry per car with its newest time', async () => {
    await clear(owner.token);
    const [a, b, c] = cars;
    const added = await add(owner.token, [
      { carId: a!.id, viewedAt: minutesAgo(30) },
      { carId: b!.id, viewedAt: minutesAgo(10) },
      { carId: c!.id, viewedAt: minutesAgo(20) },
      { carId: a!.id, viewedAt: minutesAgo(40) },
    ]);
    expect(added.status).toBe(200);
    expect(added.json.recentlyViewed.map((e: { carId: string }) => e.carId)).toEqual([b!.id, c!.id, a!.id]);
    const entries = await list(owner.token);
    expect(entries.map((e) => e.carId)).toEqual([b!.id, c!.id, a!.id]);
    expect(entries[0]!.car).toMatchObject({ id: b!.id, carName: b!.carName });
    expect(entries[2]!.viewedAt).toBe(minutesAgo(30));
  });

  it('merges a later batch: a car seen again moves up, an older time never moves it down', async () => {
    await clear(owner.token);
    const [a, b] = cars;
    await add(owner.token, [
      { carId: a!.id, viewedAt: minutesAgo(5) },
      { carId: b!.id, viewedAt: minutesAgo(50) },
    ]);
    // A device list from sign-in: b seen more recently there, a seen long ago there.
    await add(owner.token, [
      { carId: b!.id, viewedAt: minutesAgo(1) },
      { carId: a!.id, viewedAt: minutesAgo(500) },
    ]);
    const entries = await list(owner.token);
    expect(entries.map((e) => [e.carId, e.viewedAt])).toEqual([
      [b!.id, minutesAgo(1)],
      [a!.id, minutesAgo(5)],
    ]);
  });

  it('keeps the newest 20 across batches', async () => {
    await clear(owner.token);
    const first = cars.slice(0, 20).map((car, i) => ({ carId: car.id, viewedAt: minutesAgo(100 + i) }));
    const next = cars.slice(20, 25).map((car, i) => ({ carId: car.id, viewedAt: minutesAgo(i) }));
    await add(owner.token, first);
    await add(owner.token, next);
    const entries = await list(owner.token);
    expect(entries).toHaveLength(20);
    expect(entries.map((e) => e.carId)).toEqual([...next, ...first.slice(0, 15)].map((v) => v.carId));
    const rows = await t.database.db.selectFrom('recentlyViewed').select('carId').where('userId', '=', owner.user.id).execute();
    expect(rows).toHaveLength(20);
  });

  it('refuses more than 20 views a call, an empty batch, bad times and extra fields', async () => {
    const views = cars.slice(0, 21).map((car) => ({ carId: car.id, viewedAt: minutesAgo(1) }));
    expect((await add(owner.token, views)).status).toBe(400);
    expect((await add(owner.token, [])).status).toBe(400);
    const badTime = await add(owner.token, [{ carId: cars[0]!.id, viewedAt: 'yesterday' }]);
    expect(badTime.status).toBe(400);
    expect(badTime.json.message).toBe('viewedAt must be a date and time');
    const extra = await call(t.app, {
      method: 'POST',
      url: URL,
      token: owner.token,
      payload: { views: [{ carId: cars[0]!.id, viewedAt: minutesAgo(1), userId: dealer.user.id }] },
    });
    expect(extra.status).toBe(400);
  });

  it('counts a time in the future as now', async () => {
    await clear(owner.token);
    const future = new Date(t.clock().getTime() + 7 * 86_400_000).toISOString();
    await add(owner.token, [
      { carId: cars[0]!.id, viewedAt: future },
      { carId: cars[1]!.id, viewedAt: minutesAgo(1) },
    ]);
    const entries = await list(owner.token);
    expect(entries.map((e) => e.carId)).toEqual([cars[0]!.id, cars[1]!.id]);
    expect(entries[0]!.viewedAt).toBe(t.clock().toISOString());
  });

  it('skips unknown cars and keeps the rest of the batch', async () => {
    await clear(owner.token);
    const res = await add(owner.token, [
      { carId: 'no-such-car', viewedAt: minutesAgo(1) },
      { carId: cars[3]!.id, viewedAt: minutesAgo(2) },
    ]);
    expect(res.status).toBe(200);
    expect((await list(owner.token)).map((e) => e.carId)).toEqual([cars[3]!.id]);
  });

  it('shows a sold car as sold and drops a deleted one', async () => {
    await clear(owner.token);
    const mine = (await call(t.app, { method: 'POST', url: '/api/v1/car/get-user-cars', payload: { userId: dealer.user.id } })).json
      .cars as Car[];
    const [toSell, toDelete] = mine.filter((car) => !car.isSold);
    await add(owner.token, [
      { carId: toSell!.id, viewedAt: minutesAgo(1) },
      { carId: toDelete!.id, viewedAt: minutesAgo(2) },
      { carId: cars[5]!.id, viewedAt: minutesAgo(3) },
    ]);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${toSell!.id}/mark-sold`, token: dealer.token })).status).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${toDelete!.id}`, token: dealer.token })).status).toBe(200);
    const entries = await list(owner.token);
    expect(entries.map((e) => e.carId)).toEqual([toSell!.id, cars[5]!.id]);
    expect(entries[0]!.car.isSold).toBe(true);
  });

  it('clears the list', async () => {
    await add(owner.token, [{ carId: cars[0]!.id, viewedAt: minutesAgo(1) }]);
    const res = await clear(owner.token);
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('Recently viewed cars cleared');
    expect(await list(owner.token)).toEqual([]);
  });
});

describe('recently viewed privacy', () => {
  it('refuses guests on every call', async () => {
    expect((await call(t.app, { method: 'GET', url: URL })).status).toBe(401);
    expect(
      (await call(t.app, { method: 'POST', url: URL, payload: { views: [{ carId: cars[0]!.id, viewedAt: minutesAgo(1) }] } })).status,
    ).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: URL })).status).toBe(401);
  });

  it('each user reads, adds to and clears only their own list', async () => {
    await clear(owner.token);
    await clear(dealer.token);
    await add(owner.token, [{ carId: cars[0]!.id, viewedAt: minutesAgo(1) }]);
    await add(dealer.token, [{ carId: cars[1]!.id, viewedAt: minutesAgo(1) }]);
    expect((await list(owner.token)).map((e) => e.carId)).toEqual([cars[0]!.id]);
    expect((await list(dealer.token)).map((e) => e.carId)).toEqual([cars[1]!.id]);
    // The dealer clearing theirs leaves the owner's untouched.
    await clear(dealer.token);
    expect(await list(dealer.token)).toEqual([]);
    expect((await list(owner.token)).map((e) => e.carId)).toEqual([cars[0]!.id]);
  });
});

describe("a guest's device list: GET /api/v1/recently-viewed/cars", () => {
  it('answers the cars in the order asked, leaving out unknown ids, counting no view', async () => {
    const [a, b] = cars;
    const before = (await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed/cars?ids=${a!.id}` })).json.cars[0].views;
    const res = await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed/cars?ids=${b!.id},nope,${a!.id},${b!.id}` });
    expect(res.status).toBe(200);
    expect(res.json.cars.map((car: Car) => car.id)).toEqual([b!.id, a!.id]);
    const after = (await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed/cars?ids=${a!.id}` })).json.cars[0].views;
    expect(after).toBe(before);
  });

  it('refuses more than 20 ids, malformed ids and no ids', async () => {
    const many = cars.slice(0, 21).map((car) => car.id);
    expect((await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed/cars?ids=${many.join(',')}` })).status).toBe(400);
    const bad = await call(t.app, { method: 'GET', url: `/api/v1/recently-viewed/cars?ids=${encodeURIComponent("' or 1=1 --")}` });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('ids must be at most 20 car ids');
    expect((await call(t.app, { method: 'GET', url: '/api/v1/recently-viewed/cars' })).status).toBe(400);
  });
});
