// The seed gives every home page brand tile cars (the wizard's ten plus the three luxury brands).
import { BRAND_NAMES } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';
import { LUXURY_BRANDS } from './seed';

// shell/src/features/home/popular-brands.ts: BRAND_NAMES + these three, in this order.
const HOME_BRANDS = [...BRAND_NAMES, 'Range Rover', 'Ferrari', 'Lamborghini'];

let t: TestApp;
beforeAll(async () => {
  // The smallest seed (40 cars): coverage must not depend on the random picks of a large one.
  t = await createTestApp({ seed: { cars: 40, images: false } });
});
afterAll(() => t.close());

describe('seed brands', () => {
  it('keeps the luxury brands out of the sell wizard list', () => {
    expect(LUXURY_BRANDS.map((b) => b.name)).toEqual(['Range Rover', 'Ferrari', 'Lamborghini']);
    for (const { name } of LUXURY_BRANDS) expect(BRAND_NAMES).not.toContain(name);
  });

  it('has unsold cars of every home brand (home stats and the listing filter)', async () => {
    const stats = await call(t.app, { method: 'GET', url: '/api/v1/stats/home' });
    expect(stats.status).toBe(200);
    const counts = new Map<string, number>(stats.json.brands.map((b: { value: string; count: number }) => [b.value, b.count]));
    for (const brand of HOME_BRANDS) expect(counts.get(brand) ?? 0, brand).toBeGreaterThan(0);
    for (const brand of ['Range Rover', 'Ferrari', 'Lamborghini']) {
      const page = await call(t.app, { method: 'GET', url: `/api/v1/cars?brand=${encodeURIComponent(brand)}&pageSize=100` });
      expect(page.json.total, brand).toBeGreaterThanOrEqual(3);
      expect(page.json.cars.every((c: { brand: string }) => c.brand === brand)).toBe(true);
    }
  });

  it('gives the luxury cars their own models, variants and crore-range prices', async () => {
    const rows = await t.database.db
      .selectFrom('cars')
      .select(['brand', 'model', 'variant', 'carName', 'carPrice', 'transmission', 'bodyType'])
      .where('brand', 'in', ['Range Rover', 'Ferrari', 'Lamborghini'])
      .execute();
    for (const car of rows) {
      const spec = LUXURY_BRANDS.find((b) => b.name === car.brand)!;
      const model = spec.models.find((m) => m.name === car.model);
      expect(model, `${car.brand} ${car.model}`).toBeTruthy();
      expect(model!.variants).toContain(car.variant);
      expect(car.carName).toBe(`${car.brand} ${car.model} ${car.variant}`);
      expect(car.bodyType).toBe(model!.bodyType);
      expect(car.transmission).toBe('Automatic');
      expect(car.carPrice).toBeLessThanOrEqual(model!.newPrice * 1.1);
      expect(car.carPrice).toBeGreaterThanOrEqual(car.brand === 'Range Rover' ? 1_000_000 : 5_000_000);
    }
    expect(new Set(rows.filter((r) => r.brand === 'Ferrari').map((r) => r.model)).size).toBeGreaterThan(1);
  });
});
