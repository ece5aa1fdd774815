import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody } from '../../test/car-bodies';
import { allPublicCars, call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { GET_ALL_PAGE_SIZE_MAX } from './car-routes';

let t: TestApp;
let owner: { token: string; user: { id: string } };
let dealer: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
});
afterAll(() => t.close());

const newCar = carBody;

/** POST /api/v1/car/create-update as `user` with their car body, changed by `changes`. */
const saveCar = (user: { token: string; user: { id: string } }, changes: Record<string, unknown> = {}) =>
  call(t.app, { method: 'POST', url: '/api/v1/car/create-update', payload: newCar(user.user.id, changes), token: user.token });

describe('car/getAll', () => {
  it('answers status and properties (unsold cars only)', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { userType: 'Dealer' } });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe(true);
    expect(res.json.properties.length).toBeGreaterThan(50);
    const car = res.json.properties[0];
    for (const key of [
      'id',
      'brand',
      'model',
      'variant',
      'carName',
      'carPrice',
      'manufacturingYear',
      'registrationYear',
      'fuelType',
      'kmDriven',
      'transmission',
      'bodyType',
      'ownership',
      'mileage',
      'seats',
      'isSale',
      'isSold',
      'views',
      'saves',
      'address',
      'user',
      'carImages',
      'createdAt',
      'updatedAt',
    ]) {
      expect(car).toHaveProperty(key);
    }
    expect(Object.keys(car.user).sort()).toEqual(['fullName', 'id', 'mobileNumber', 'userType']);
    expect(res.json.properties.every((c: { isSold: boolean }) => !c.isSold)).toBe(true);
  });
  it('never answers more than 100 cars: pages of at most 100 with a total, newest first', async () => {
    const first = await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { userType: 'Dealer' } });
    expect(first.json).toMatchObject({ status: true, message: 'Cars fetched successfully', page: 1, pageSize: GET_ALL_PAGE_SIZE_MAX });
    const total = first.json.total as number;
    expect(total).toBeGreaterThan(0);
    expect(first.json.properties).toHaveLength(Math.min(total, 100));
    expect(first.json.pageCount).toBe(Math.ceil(total / 100));
    const all = await allPublicCars(t.app);
    expect(all).toHaveLength(total);
    expect(new Set(all.map((c) => c.id)).size).toBe(total);
    const times = all.map((c) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const small = await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { page: '2', pageSize: 7 } });
    expect(small.json.properties.map((c: { id: string }) => c.id)).toEqual(all.slice(7, 14).map((c) => c.id));
    const past = await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { page: 1000 } });
    expect(past.status).toBe(200);
    expect(past.json.properties).toEqual([]);
  });
  it('refuses a page size over 100 or a bad page, with a message', async () => {
    for (const [payload, message] of [
      [{ pageSize: 101 }, 'pageSize is too large'],
      [{ pageSize: 100_000 }, 'pageSize is too large'],
      [{ pageSize: '9'.repeat(40) }, 'pageSize is too large'],
      [{ pageSize: 0 }, 'pageSize must be at least 1'],
      [{ page: 0 }, 'page must be at least 1'],
      [{ page: 'Infinity' }, 'page must be a number'],
      // JSON.parse reads 1e309 as Infinity.
      ['{"page":1e309}', 'page is too large'],
    ] as const) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v1/car/getAll',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.json.message).toBe(message);
    }
  });
});

describe('create-update, get-user-cars, detail, mark sold, delete', () => {
  it('needs a token and the own userId', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', payload: newCar(owner.user.id) })).status).toBe(401);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      payload: newCar(dealer.user.id),
      token: owner.token,
    });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ message: 'You are not allowed to do this' });
  });
  it('rejects bad input with a message', async () => {
    for (const extra of [
      { carPrice: 'lots' },
      { brand: '' },
      { manufacturingYear: 1800 },
      { kmDriven: -5 },
      { carImages: ['not-an-upload'] },
      { seats: 'x' },
    ]) {
      const res = await saveCar(owner, extra);
      expect(res.status).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
  });
  it('creates, lists, reads, edits, marks sold and deletes', async () => {
    const created = await saveCar(owner, { carPrice: '9,50,000', sellerType: 'Owner' });
    expect(created.status).toBe(201);
    const car = created.json.car;
    expect(car).toMatchObject({
      brand: 'Tata',
      carPrice: 950000,
      isSold: false,
      isSale: 'Sell',
      address: { city: 'Pune', state: 'Maharashtra', locality: 'Baner' },
    });

    const mine = await call(t.app, { method: 'POST', url: '/api/v1/car/get-user-cars', payload: { userId: owner.user.id } });
    expect(mine.json.cars.map((c: { id: string }) => c.id)).toContain(car.id);
    expect(mine.json.cars.length).toBeGreaterThanOrEqual(5);

    const detail = await call(t.app, { method: 'GET', url: `/api/v1/cars/${car.id}` });
    expect(detail.status).toBe(200);
    expect(detail.json.car.views).toBe(1);

    const edited = await saveCar(owner, { carId: car.id, carPrice: 900000 });
    expect(edited.status).toBe(200);
    expect(edited.json.car.carPrice).toBe(900000);
    expect((await saveCar(dealer, { carId: car.id })).status).toBe(403);

    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${car.id}/mark-sold`, token: dealer.token })).status).toBe(403);
    const sold = await call(t.app, { method: 'POST', url: `/api/v1/cars/${car.id}/mark-sold`, token: owner.token });
    expect(sold.json.car.isSold).toBe(true);
    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${car.id}/mark-sold`, token: owner.token })).status).toBe(409);

    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${car.id}` })).status).toBe(401);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${car.id}`, token: dealer.token })).status).toBe(403);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${car.id}`, token: owner.token })).status).toBe(200);
    const gone = await call(t.app, { method: 'GET', url: `/api/v1/cars/${car.id}` });
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({ message: 'Cars not found' });
  });
  it('get-user-cars needs a userId', async () => {
    for (const payload of [{}, { userId: '' }, { userId: '   ' }]) {
      const res = await call(t.app, { method: 'POST', url: '/api/v1/car/get-user-cars', payload });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'User ID not found' });
    }
  });
  it('mark-sold: 401 without a token, 404 for an unknown id', async () => {
    const guest = await call(t.app, { method: 'POST', url: '/api/v1/cars/does-not-exist/mark-sold' });
    expect(guest.status).toBe(401);
    const res = await call(t.app, { method: 'POST', url: '/api/v1/cars/does-not-exist/mark-sold', token: owner.token });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Cars not found' });
  });
  it("a create or update with an image that is not the user's writes nothing (one transaction)", async () => {
    const carsOf = () =>
      t.database.db.selectFrom('cars').select(['id', 'carPrice', 'updatedAt']).where('userId', '=', owner.user.id).orderBy('id').execute();
    const before = await carsOf();
    const bad = { carImages: ['0b5f7a2e-1111-4c1d-9e3a-000000000000'] };
    const created = await saveCar(owner, bad);
    expect(created.status).toBe(400);
    expect(created.json).toEqual({ message: 'carImages must be images uploaded through /api/v1/uploads' });
    expect(await carsOf()).toEqual(before);
    // An update fails the same way after its UPDATE ran inside the transaction: rolled back.
    const target = before[0]!;
    const updated = await saveCar(owner, { ...bad, carId: target.id, carPrice: 123456 });
    expect(updated.status).toBe(400);
    expect(await carsOf()).toEqual(before);
  });
  it('answers Cars not found for unknown ids', async () => {
    expect((await call(t.app, { method: 'GET', url: '/api/v1/cars/does-not-exist' })).json).toEqual({ message: 'Cars not found' });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/cars/does-not-exist/similar' })).status).toBe(404);
  });
  it('lists similar cars', async () => {
    const all = await call(t.app, { method: 'GET', url: '/api/v1/cars?pageSize=1' });
    const id = all.json.cars[0].id;
    const res = await call(t.app, { method: 'GET', url: `/api/v1/cars/${id}/similar?limit=4` });
    expect(res.status).toBe(200);
    expect(res.json.cars.length).toBeGreaterThan(0);
    expect(res.json.cars.every((c: { id: string }) => c.id !== id)).toBe(true);
  });
});

describe('GET /api/v1/cars', () => {
  it('pages with facets and bounds', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/cars?pageSize=10&page=2&fuel=Petrol' });
    expect(res.status).toBe(200);
    expect(res.json.page).toBe(2);
    expect(res.json.cars.length).toBeLessThanOrEqual(10);
    expect(res.json.cars.every((c: { fuelType: string }) => c.fuelType === 'Petrol')).toBe(true);
    // The fuel facet ignores the fuel filter so other fuels stay selectable.
    expect(res.json.facets.fuel.length).toBeGreaterThan(1);
    const petrol = res.json.facets.fuel.find((f: { value: string }) => f.value === 'Petrol');
    expect(petrol.count).toBe(res.json.total);
    expect(res.json.bounds.priceMin).toBeLessThanOrEqual(res.json.bounds.priceMax);
  });
  it('rejects bad query values', async () => {
    for (const qs of ['page=0', 'page=abc', 'sort=random', 'ownerType=robot', 'pageSize=1000', 'priceMin=-1']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/cars?${qs}` });
      expect(res.status).toBe(400);
      expect(res.json.message).toContain('Invalid query parameter');
    }
  });
});

describe('response compression', () => {
  it('sends the listing brotli-encoded when the client accepts it, and plain JSON otherwise', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/api/v1/cars?pageSize=24', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/cars?pageSize=24' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(plain.json().cars.length).toBeGreaterThan(0);
  });
});
