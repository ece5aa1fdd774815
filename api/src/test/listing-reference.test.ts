// The reference rules of spec §5 (test-only; the API answers in SQL): listing-sql.test.ts compares
// the SQL engine with them, so these tests pin the rules themselves.
import { makeListingQuery } from '@carmarket/shared/domain';
import { describe, expect, it } from 'vitest';
import { applyListingQuery, carMatchesListingQuery, pageOfCars, priceAndYearBounds } from './listing-reference';
import { makeListableCar, sampleListableCars } from '@carmarket/shared/listing-testing';

const { creta, swift, cars } = sampleListableCars();
const q = makeListingQuery;

describe('carMatchesListingQuery', () => {
  it('does not restrict with empty multi-selects', () => {
    expect(cars.every((c) => carMatchesListingQuery(c, q()))).toBe(true);
  });
  it('filters price inclusively on carPrice', () => {
    expect(applyListingQuery(cars, q({ priceMin: 550_000, priceMax: 900_000 })).map((c) => c.id)).toEqual(['c', 'b']);
    expect(applyListingQuery(cars, q({ priceMin: 550_001 })).map((c) => c.id)).toEqual(['a', 'c']);
  });
  it('filters year inclusively on manufacturingYear', () => {
    expect(applyListingQuery(cars, q({ yearMin: 2021, yearMax: 2021 })).map((c) => c.id)).toEqual(['a', 'c']);
    expect(applyListingQuery(cars, q({ yearMax: 2018 })).map((c) => c.id)).toEqual(['b']);
  });
  it('filters by owner type', () => {
    expect(applyListingQuery(cars, q({ ownerType: 'dealer' })).map((c) => c.id)).toEqual(['b']);
    expect(applyListingQuery(cars, q({ ownerType: 'owner' })).map((c) => c.id)).toEqual(['a', 'c']);
  });
  it('falls back to the user type when sellerType is missing', () => {
    const legacy = { ...swift, sellerType: undefined, user: { userType: 'Dealer' } };
    expect(carMatchesListingQuery(legacy, q({ ownerType: 'dealer' }))).toBe(true);
  });
  it('filters multi-selects with OR inside one filter and AND across filters', () => {
    expect(applyListingQuery(cars, q({ brand: ['Hyundai', 'Honda'] })).map((c) => c.id)).toEqual(['a', 'c']);
    expect(applyListingQuery(cars, q({ brand: ['Hyundai', 'Honda'], transmission: ['Automatic'] })).map((c) => c.id)).toEqual(['c']);
    expect(applyListingQuery(cars, q({ fuel: ['CNG'] })).map((c) => c.id)).toEqual(['b']);
    expect(applyListingQuery(cars, q({ ownership: ['2nd'] })).map((c) => c.id)).toEqual(['b']);
    expect(applyListingQuery(cars, q({ model: ['City'] })).map((c) => c.id)).toEqual(['c']);
  });
  it("treats the body type label 'Sedan Car' as Sedan", () => {
    expect(applyListingQuery(cars, q({ bodyType: ['Sedan Car'] })).map((c) => c.id)).toEqual(['c']);
    expect(applyListingQuery(cars, q({ bodyType: ['Sedan'] })).map((c) => c.id)).toEqual(['c']);
  });
  it('matches location on state, city or State-Locality, case-insensitively', () => {
    expect(applyListingQuery(cars, q({ location: ['Telangana'] })).map((c) => c.id)).toEqual(['c']);
    expect(applyListingQuery(cars, q({ location: ['pune'] })).map((c) => c.id)).toEqual(['a']);
    expect(applyListingQuery(cars, q({ location: ['Delhi-Dwarka'] })).map((c) => c.id)).toEqual(['b']);
    expect(applyListingQuery(cars, q({ location: ['Delhi-Saket'] }))).toEqual([]);
    expect(applyListingQuery(cars, q({ location: ['Pune', 'Delhi'] })).map((c) => c.id)).toEqual(['a', 'b']);
  });
  it("searches case-insensitively within 'brand model'", () => {
    expect(applyListingQuery(cars, q({ search: 'SUZUKI SW' })).map((c) => c.id)).toEqual(['b']);
    expect(applyListingQuery(cars, q({ search: 'honda city' })).map((c) => c.id)).toEqual(['c']);
    expect(applyListingQuery(cars, q({ search: '  creta ' })).map((c) => c.id)).toEqual(['a']);
    expect(applyListingQuery(cars, q({ search: 'Pune' }))).toEqual([]);
  });
  it('filters by maximum km', () => {
    const far = makeListableCar({ id: 'd', kmDriven: 120_000 });
    expect(applyListingQuery([creta, far], q({ kmMax: 100_000 })).map((c) => c.id)).toEqual(['a']);
  });
});

describe('brand and model filters, per brand', () => {
  const i20 = makeListableCar({ id: 'h1', brand: 'Hyundai', model: 'i20' });
  const venue = makeListableCar({ id: 'h2', brand: 'Hyundai', model: 'Venue' });
  const nexon = makeListableCar({ id: 't1', brand: 'Tata', model: 'Nexon' });
  const punch = makeListableCar({ id: 't2', brand: 'Tata', model: 'Punch' });
  const roadster = makeListableCar({ id: 'z1', brand: 'Zeta', model: 'Roadster' });
  const fleet = [i20, venue, nexon, punch, roadster, swift];
  const ids = (input: Parameters<typeof q>[0]) =>
    applyListingQuery(fleet, q(input))
      .map((c) => c.id)
      .sort();

  it('keeps every model of a brand without a selected model ("all Hyundai" + "Tata Nexon")', () => {
    expect(ids({ brand: ['Hyundai', 'Tata'], model: ['Nexon'] })).toEqual(['h1', 'h2', 't1']);
  });
  it('restricts each brand to its own selected models', () => {
    expect(ids({ brand: ['Hyundai', 'Tata'], model: ['Nexon', 'Venue'] })).toEqual(['h2', 't1']);
    expect(ids({ brand: ['Tata'], model: ['Nexon', 'Punch'] })).toEqual(['t1', 't2']);
  });
  it('lets a selected model bring its catalogue brand, and models alone filter to those models', () => {
    expect(ids({ model: ['Nexon'] })).toEqual(['t1']);
    expect(ids({ brand: ['Hyundai'], model: ['Punch'] })).toEqual(['h1', 'h2', 't2']);
    expect(ids({ model: ['Swift', 'Venue'] })).toEqual(['b', 'h2']);
  });
  it('matches a model outside the catalogue on any brand', () => {
    expect(ids({ model: ['Roadster'] })).toEqual(['z1']);
    expect(ids({ brand: ['Tata'], model: ['Roadster'] })).toEqual(['t1', 't2', 'z1']);
  });
  it('applies brand alone as before', () => {
    expect(ids({ brand: ['Tata'] })).toEqual(['t1', 't2']);
    expect(ids({ brand: ['Kia'] })).toEqual([]);
  });
});

describe('sortCars', () => {
  it('sorts by year new to old by default, ties by id', () => {
    expect(applyListingQuery(cars, q()).map((c) => c.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('bounds, ranges and pages', () => {
  it('computes price and year bounds with missing price 0 and missing year the current year', () => {
    expect(priceAndYearBounds(cars)).toEqual({ priceMin: 550_000, priceMax: 1_200_000, yearMin: 2018, yearMax: 2021 });
    const now = new Date('2025-06-01T00:00:00Z');
    expect(
      priceAndYearBounds(
        [
          { carPrice: null, manufacturingYear: null },
          { carPrice: 5, manufacturingYear: 2010 },
        ],
        now,
      ),
    ).toEqual({
      priceMin: 0,
      priceMax: 5,
      yearMin: 2010,
      yearMax: 2025,
    });
    expect(priceAndYearBounds([])).toBeNull();
  });
  it('pages from 1', () => {
    expect(pageOfCars([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageOfCars([1, 2, 3], 5, 2)).toEqual([]);
  });
});

describe('seats filter (spec §9: 2, 4, 5, 6, 7, 8+)', () => {
  const two = makeListableCar({ id: 's2', seats: 2 });
  const five = makeListableCar({ id: 's5', seats: 5 });
  const seven = makeListableCar({ id: 's7', seats: 7 });
  const eight = makeListableCar({ id: 's8', seats: 8 });
  const nine = makeListableCar({ id: 's9', seats: 9 });
  const unknown = makeListableCar({ id: 'sx', seats: null });
  const seated = [two, five, seven, eight, nine, unknown];
  const ids = (seats: ('2' | '4' | '5' | '6' | '7' | '8+')[]) => applyListingQuery(seated, q({ seats })).map((c) => c.id);

  it('matches the exact count', () => {
    expect(ids(['5'])).toEqual(['s5']);
    expect(ids(['2', '7'])).toEqual(['s2', 's7']);
  });
  it("takes '8+' as 8 seats or more", () => {
    expect(ids(['8+'])).toEqual(['s8', 's9']);
  });
  it('passes every car, with or without a count, when no seats are chosen', () => {
    expect(ids([])).toHaveLength(seated.length);
  });
});

describe('brand + model rule knows the luxury brands', () => {
  const roma = makeListableCar({ id: 'l1', brand: 'Ferrari', model: 'Roma' });
  const portofino = makeListableCar({ id: 'l2', brand: 'Ferrari', model: 'Portofino' });
  const urus = makeListableCar({ id: 'l3', brand: 'Lamborghini', model: 'Urus' });
  it('a chosen Ferrari model restricts Ferrari to it', () => {
    const ids = applyListingQuery([roma, portofino, urus], q({ brand: ['Ferrari', 'Lamborghini'], model: ['Roma'] })).map((c) => c.id);
    expect(ids).toEqual(['l1', 'l3']);
  });
});
