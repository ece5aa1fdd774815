// No call builds a body beyond RESPONSE_BUDGET_BYTES: the largest car input validation allows (every
// text field at its limit in 3-byte characters, 20 images, a long seller name) is measured, and the
// most cars any call can answer (a getAll/listing page, or a capped list) must fit the budget.
import { CAR_RULES } from '@carmarket/shared/api-contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { LIST_MAX_ITEMS, RESPONSE_BUDGET_BYTES } from '../lib/response-budget';
import { call, createTestApp, signInOwner, type TestApp } from '../test/test-app';
import { GET_ALL_PAGE_SIZE_MAX } from './cars/car-routes';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 10, images: false }, publicUrl: 'https://api.carmarket.example' });
  ({
    token,
    user: { id: userId },
  } = await signInOwner(t.app, t.clock));
});
afterAll(() => t.close());

/** Three UTF-8 bytes per UTF-16 unit: the most a validated string can weigh per counted character. */
const widest = (length: number) => 'ह'.repeat(length);

describe('response budget', () => {
  it('the largest allowed car times the most cars a call answers stays under the budget', async () => {
    expect((await call(t.app, { method: 'PUT', url: '/api/v1/profile', token, payload: { fullName: widest(100) } })).status).toBe(200);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: {
        carId: null,
        userId,
        carName: widest(200),
        brand: widest(80),
        model: widest(80),
        variant: widest(80),
        fuelType: widest(40),
        transmission: widest(40),
        bodyType: widest(40),
        ownership: widest(40),
        manufacturingYear: 2024,
        registrationYear: 2024,
        isSale: widest(20),
        carPrice: CAR_RULES.carPriceMax,
        kmDriven: CAR_RULES.kmDrivenMax,
        seats: CAR_RULES.seatsMax,
        mileage: 999.999999,
        addressCity: widest(80),
        addressState: widest(80),
        addressLocality: widest(80),
        carImages: [],
      },
    });
    expect(created.status).toBe(201);
    const carId = created.json.car.id as string;
    // 20 images (the most a car may have), as the upload route stores them.
    for (let position = 0; position < 20; position += 1) {
      await sql`insert into car_images (id, user_id, car_id, position, storage_key, width, height, created_at)
        values (${newId()}, ${userId}, ${carId}, ${position}, ${newId()}, 1280, 960, now())`.execute(t.database.db);
    }
    const car = (await call(t.app, { method: 'GET', url: `/api/v1/cars/${carId}` })).json.car;
    expect(car.carImages).toHaveLength(20);
    const carBytes = Buffer.byteLength(JSON.stringify(car));
    // Measured on the commit that added this test: 18,651 B (getAll page 1.87 MB, capped list 3.73 MB).
    expect(carBytes).toBeGreaterThan(5_000);
    const envelope = 1_000;
    expect(carBytes * GET_ALL_PAGE_SIZE_MAX + envelope).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
    expect(carBytes * LIST_MAX_ITEMS + envelope).toBeLessThanOrEqual(RESPONSE_BUDGET_BYTES);
  });
});
