import { describe, expect, it } from 'vitest';
import { savedSearchNameProblem } from '../contracts/api/saved-search-rules';
import { makeListingQuery } from './listing-query';
import { defaultSavedSearchName, summariseListingFilters } from './saved-search-text';

describe('defaultSavedSearchName', () => {
  it('names the brand and fuel in the place', () => {
    expect(defaultSavedSearchName(makeListingQuery({ brand: ['Hyundai'], fuel: ['Diesel'], location: ['Pune'] }))).toBe(
      'Hyundai, Diesel in Pune',
    );
  });
  it('prefers models over their brand and reads a locality as the place', () => {
    expect(defaultSavedSearchName(makeListingQuery({ brand: ['Hyundai'], model: ['Creta'], location: ['Maharashtra-Baner'] }))).toBe(
      'Creta in Baner',
    );
  });
  it('says All cars without filters and shortens long lists', () => {
    expect(defaultSavedSearchName(makeListingQuery())).toBe('All cars');
    expect(defaultSavedSearchName(makeListingQuery({ brand: ['Tata', 'Kia', 'Honda', 'Maruti'] }))).toBe('Tata, Kia, Honda +1 more');
  });
  it('stays within 80 characters', () => {
    const name = defaultSavedSearchName(makeListingQuery({ search: 'x'.repeat(150) }));
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith('…')).toBe(true);
    // A default name is always one the API accepts as a name.
    expect(savedSearchNameProblem(name)).toBeUndefined();
    expect(savedSearchNameProblem(defaultSavedSearchName(makeListingQuery()))).toBeUndefined();
  });
});

describe('summariseListingFilters', () => {
  it('reads every filter with prices in Lakhs', () => {
    const q = makeListingQuery({
      ownerType: 'dealer',
      brand: ['Hyundai'],
      fuel: ['Diesel', 'Petrol'],
      seats: ['7'],
      priceMin: 500_000,
      priceMax: 1_000_000,
      yearMin: 2018,
      kmMax: 50_000,
      location: ['Pune'],
    });
    expect(summariseListingFilters(q)).toBe(
      'Dealers · Hyundai · Diesel, Petrol · 7 seats · ₹ 5.0 L - ₹ 10.0 L · 2018 or newer · Up to 50.0k km · Pune',
    );
  });
  it('says All cars without filters', () => {
    expect(summariseListingFilters(makeListingQuery({ sort: 'priceLowToHigh', page: 3 }))).toBe('All cars');
  });
});
