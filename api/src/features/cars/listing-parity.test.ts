// The SQL listing must return exactly what the shared pure function returns over the same cars.
import { applyListingQuery, listingQueryToSearchParams, makeListingQuery, type Car, type ListingQueryInput } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let cars: Car[];
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 300, images: false } });
  cars = (await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: {} })).json.properties;
});
afterAll(() => t.close());

const queries: ListingQueryInput[] = [
  {},
  { sort: 'yearOldToNew' },
  { sort: 'priceLowToHigh' },
  { sort: 'priceHighToLow' },
  { sort: 'popularity' },
  { ownerType: 'dealer' },
  { ownerType: 'owner', sort: 'priceLowToHigh' },
  { brand: ['Hyundai', 'Tata'], fuel: ['Petrol', 'Diesel'] },
  { brand: ['Maruti Suzuki'], priceMin: 300000, priceMax: 700000 },
  { yearMin: 2015, yearMax: 2019, sort: 'yearOldToNew' },
  { bodyType: ['Sedan Car', 'SUV'] },
  { transmission: ['Automatic'], ownership: ['1st', '2nd'] },
  { location: ['Maharashtra'] },
  { location: ['pune', 'Delhi'] },
  { location: ['Maharashtra-Kothrud', 'Telangana'] },
  { search: 'SUZUKI sw' },
  { search: 'creta' },
  { kmMax: 40000, sort: 'popularity' },
  { model: ['City', 'Creta', 'Nexon'] },
  { priceMin: 1000000, brand: ['Toyota', 'Kia', 'Skoda'], sort: 'priceHighToLow' },
  { search: 'zzz-nothing' },
];

describe('SQL listing = applyListingQuery', () => {
  for (const input of queries) {
    it(JSON.stringify(input), async () => {
      const query = makeListingQuery({ ...input, pageSize: 100 });
      const expected = applyListingQuery(cars, query);
      const ids: string[] = [];
      let total = 0;
      for (let page = 1; page <= 5; page += 1) {
        const qs = listingQueryToSearchParams({ ...query, page }).toString();
        const res = await call(t.app, { method: 'GET', url: `/api/v1/cars?${qs}` });
        expect(res.status).toBe(200);
        total = res.json.total;
        ids.push(...res.json.cars.map((c: Car) => c.id));
        if (res.json.cars.length < 100) break;
      }
      expect(total).toBe(expected.length);
      expect(ids).toEqual(expected.map((c) => c.id));
    });
  }
});
