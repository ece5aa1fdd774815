// The SQL listing (listing-sql.ts, behind GET /api/v1/cars) against the rules of spec §5: the same
// cars in the same order as the reference rules (test/listing-reference.ts) over every public car,
// facet counts as "every filter except its own" counted from those rules, the slider bounds over
// every public car, and every write shown by the next read.
import {
  listingQueryToSearchParams,
  makeListingQuery,
  type Car,
  type CarListingPage,
  type ListingFacets,
  type ListingQuery,
  type ListingQueryInput,
} from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody, ROADSTER } from '../../test/car-bodies';
import { applyListingQuery, carMatchesListingQuery, priceAndYearBounds } from '../../test/listing-reference';
import { allPublicCars, call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';
import { listingIds, listingPage } from './listing-sql';

/** The facets the reference rules give: per facet, the cars passing every filter except its own. */
function expectedFacets(cars: readonly Car[], query: ListingQuery): ListingFacets {
  const without = (...keys: (keyof ListingQuery)[]) => {
    const q = { ...query };
    for (const key of keys) (q as Record<string, unknown>)[key] = key === 'ownerType' ? 'all' : [];
    return cars.filter((car) => carMatchesListingQuery(car, q));
  };
  const count = <T extends { value: string; count: number }>(passing: readonly Car[], valueOf: (car: Car) => T | null): T[] => {
    const byKey = new Map<string, T>();
    for (const car of passing) {
      const entry = valueOf(car);
      if (!entry) continue;
      const key = JSON.stringify({ ...entry, count: 0 });
      const seen = byKey.get(key);
      if (seen) seen.count += 1;
      else byKey.set(key, { ...entry, count: 1 });
    }
    // Count desc, then value and brand in code-unit order (the listing's order on either database).
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...byKey.values()].sort(
      (a, b) =>
        b.count - a.count || text(a.value, b.value) || text((a as { brand?: string }).brand ?? '', (b as { brand?: string }).brand ?? ''),
    );
  };
  const brandModel = without('brand', 'model');
  const location = without('location');
  return {
    ownerType: count(without('ownerType'), (c) => ({ value: c.sellerType.toLowerCase(), count: 0 })),
    brand: count(brandModel, (c) => ({ value: c.brand, count: 0 })),
    model: count(brandModel, (c) => ({ value: c.model, brand: c.brand, count: 0 })),
    fuel: count(without('fuel'), (c) => ({ value: c.fuelType, count: 0 })),
    transmission: count(without('transmission'), (c) => ({ value: c.transmission, count: 0 })),
    bodyType: count(without('bodyType'), (c) => ({ value: c.bodyType, count: 0 })),
    ownership: count(without('ownership'), (c) => ({ value: c.ownership, count: 0 })),
    seats: count(without('seats'), (c) => (c.seats === null ? null : { value: c.seats >= 8 ? '8+' : String(c.seats), count: 0 })),
    state: count(location, (c) => ({ value: c.address.state, count: 0 })),
    city: count(location, (c) => ({ value: c.address.city, count: 0 })),
    locality: count(location, (c) => ({ value: `${c.address.state}-${c.address.locality}`, count: 0 })),
  };
}

let t: TestApp;
let cars: Car[];
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 300, images: false } });
  cars = await allPublicCars(t.app);
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
  // Models apply per brand: all Hyundai + Tata Nexon.
  { brand: ['Hyundai', 'Tata'], model: ['Nexon'] },
  { brand: ['Tata', 'Honda'], model: ['Nexon', 'Punch', 'City'], fuel: ['Petrol', 'Diesel'], sort: 'priceLowToHigh' },
  { brand: ['Kia'], model: ['Swift', 'Roadster'] },
  { sort: 'listedNewToOld' },
  { sort: 'listedNewToOld', ownerType: 'dealer', location: ['Delhi'] },
  // All Locations (location=all): no location filter.
  { allLocations: true },
  { allLocations: true, brand: ['Toyota'], sort: 'listedNewToOld' },
  { priceMin: 1000000, brand: ['Toyota', 'Kia', 'Skoda'], sort: 'priceHighToLow' },
  { search: 'zzz-nothing' },
  // Seats: a count, or '8+' for 8 and more.
  { seats: ['5'] },
  { seats: ['2', '7', '8+'], sort: 'priceHighToLow' },
  { seats: ['4'], bodyType: ['Convertible'], location: ['Delhi'] },
  // Luxury brands: a selected model restricts its brand (Ferrari Roma, every Lamborghini).
  { brand: ['Ferrari', 'Lamborghini'], model: ['Roma'] },
  { model: ['Evoque', 'Velar'] },
];

describe('listing in SQL = the rules of spec §5', () => {
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

      const first = (await call(t.app, { method: 'GET', url: `/api/v1/cars?${listingQueryToSearchParams(query).toString()}` }))
        .json as CarListingPage;
      const sql = await listingPage(t.database.db, 'http://localhost', query);
      expect(await listingIds(t.database.db, query)).toEqual(expected.map((c) => c.id));
      expect(first.total).toBe(sql.total);
      expect(first.pageCount).toBe(Math.ceil(expected.length / 100));
      // Bounds over every public car, whatever the filters.
      expect(first.bounds).toEqual(priceAndYearBounds(cars));
      // Same counts, in the same order, as the rules give.
      expect(first.facets).toEqual(expectedFacets(cars, query));
      expect(sql.facets).toEqual(first.facets);
      for (const list of Object.values(first.facets)) {
        for (let i = 1; i < list.length; i += 1) expect(list[i - 1]!.count).toBeGreaterThanOrEqual(list[i]!.count);
      }
    });
  }
});

describe('listing facets', () => {
  const facetsOf = async (input: ListingQueryInput) => {
    const query = makeListingQuery(input);
    const api = (await call(t.app, { method: 'GET', url: `/api/v1/cars?${listingQueryToSearchParams(query).toString()}` }))
      .json as CarListingPage;
    const sql = await listingPage(t.database.db, 'http://localhost', query);
    return [api.facets, sql.facets];
  };

  it('counts seats choices, 8+ for 8 seats and more, leaving out cars without a count', async () => {
    for (const facets of await facetsOf({})) {
      const expected = new Map<string, number>();
      for (const car of cars) {
        if (car.seats === null) continue;
        const choice = car.seats >= 8 ? '8+' : String(car.seats);
        expected.set(choice, (expected.get(choice) ?? 0) + 1);
      }
      expect(new Map(facets.seats.map((f) => [f.value, f.count]))).toEqual(expected);
    }
  });

  it('counts models per brand, luxury brands included', async () => {
    for (const facets of await facetsOf({ brand: ['Toyota'] })) {
      const ferrari = facets.model.filter((f) => f.brand === 'Ferrari');
      expect(ferrari.length).toBeGreaterThan(1);
      const expected = cars.filter((c) => c.brand === 'Ferrari' && c.model === ferrari[0]!.value).length;
      expect(ferrari[0]!.count).toBe(expected);
    }
  });

  it("counts 'State-Locality' values for the location filter", async () => {
    for (const facets of await facetsOf({ location: ['Pune'] })) {
      const kothrud = cars.filter((c) => c.address.state === 'Maharashtra' && c.address.locality === 'Kothrud').length;
      expect(facets.locality.find((f) => f.value === 'Maharashtra-Kothrud')?.count).toBe(kothrud);
    }
  });
});

describe('the listing follows writes at once', () => {
  const listing = async (input: ListingQueryInput) => {
    const query = makeListingQuery({ ...input, pageSize: 100 });
    const res = await call(t.app, { method: 'GET', url: `/api/v1/cars?${listingQueryToSearchParams(query).toString()}` });
    return res.json as CarListingPage;
  };
  const expectParity = async (input: ListingQueryInput) => {
    const all = await allPublicCars(t.app);
    const expected = applyListingQuery(all, makeListingQuery({ ...input, pageSize: 100 }));
    const page = await listing(input);
    expect(page.total).toBe(expected.length);
    expect(page.cars.map((c) => c.id)).toEqual(expected.slice(0, 100).map((c) => c.id));
    expect(page.facets).toEqual(expectedFacets(all, makeListingQuery(input)));
    expect(page.bounds).toEqual(priceAndYearBounds(all));
    return page;
  };

  it('create, edit, view, mark sold and delete', async () => {
    const { token, user } = await signInOwner(t.app, t.clock);
    const payload = carBody(user.id, ROADSTER);
    await expectParity({});
    const created = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', payload, token });
    expect(created.status).toBe(201);
    const id = created.json.car.id as string;
    // Newest listing first.
    expect((await expectParity({ sort: 'listedNewToOld' })).cars[0]?.id).toBe(id);
    const withNew = await expectParity({ brand: ['Zeta'] });
    expect(withNew.facets.brand.find((f) => f.value === 'Zeta')?.count).toBe(1);
    expect(withNew.facets.state).toContainEqual({ value: 'Meghalaya', count: 1 });
    expect(withNew.bounds.priceMax).toBe(99_000_000);
    await expectParity({ sort: 'priceHighToLow' });
    await expectParity({ location: ['meghalaya-police bazar'] });

    const edited = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      payload: { ...payload, carId: id, carPrice: 120_000, brand: 'Yotta' },
      token,
    });
    expect(edited.status).toBe(200);
    expect((await expectParity({ brand: ['Zeta'] })).total).toBe(0);
    await expectParity({ brand: ['Yotta'], sort: 'priceLowToHigh' });
    await expectParity({ sort: 'priceLowToHigh' });
    // An edit keeps the listing time.
    expect((await expectParity({ sort: 'listedNewToOld' })).cars[0]?.id).toBe(id);

    // Views move the car up the popularity order straight away.
    for (let i = 0; i < 6; i += 1) expect((await call(t.app, { method: 'GET', url: `/api/v1/cars/${id}` })).status).toBe(200);
    await expectParity({ sort: 'popularity' });

    expect((await call(t.app, { method: 'POST', url: `/api/v1/cars/${id}/mark-sold`, token })).status).toBe(200);
    expect((await expectParity({ brand: ['Yotta'] })).total).toBe(0);
    const afterSold = await expectParity({});
    expect(afterSold.bounds.priceMax).toBeLessThan(99_000_000);

    const second = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', payload, token });
    expect((await expectParity({ brand: ['Zeta'] })).total).toBe(1);
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${second.json.car.id}`, token })).status).toBe(200);
    expect((await expectParity({ brand: ['Zeta'] })).total).toBe(0);
    await expectParity({ sort: 'yearNewToOld' });
  });
});
