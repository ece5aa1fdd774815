import { listingQueryToSearchParams } from '@carmarket/shared';
import { makeListingQuery } from '@carmarket/shared/listing-query';
import { hasActiveFilters, listingHeading, nextListingQuery, toggleValue, withSelectedCity } from './listing-url';

describe('nextListingQuery', () => {
  it('goes back to page 1 on any filter change', () => {
    const next = nextListingQuery(makeListingQuery({ page: 4 }), { brand: ['Tata'] });
    expect(next.page).toBe(1);
    expect(next.brand).toEqual(['Tata']);
  });

  it('keeps the page when the patch is the page', () => {
    expect(nextListingQuery(makeListingQuery({ page: 2 }), { page: 3 }).page).toBe(3);
  });

  it('marks an emptied location as the All Locations choice, and a chosen place clears the mark', () => {
    const cleared = nextListingQuery(makeListingQuery({ location: ['Pune'] }), { location: [] });
    expect(cleared).toMatchObject({ location: [], allLocations: true });
    expect(listingQueryToSearchParams(cleared).toString()).toBe('location=all');
    expect(nextListingQuery(cleared, { fuel: ['Diesel'] }).allLocations).toBe(true);
    expect(nextListingQuery(cleared, { location: ['Delhi'] })).toMatchObject({ location: ['Delhi'], allLocations: false });
    expect(nextListingQuery(makeListingQuery(), { fuel: ['Diesel'] }).allLocations).toBe(false);
  });
});

describe('hasActiveFilters', () => {
  it('is false for the default query, sort and page', () => {
    expect(hasActiveFilters(makeListingQuery())).toBe(false);
    expect(hasActiveFilters(makeListingQuery({ sort: 'priceLowToHigh', page: 3 }))).toBe(false);
  });

  it.each([
    { ownerType: 'dealer' as const },
    { fuel: ['Diesel'] },
    { priceMin: 100_000 },
    { yearMax: 2020 },
    { search: 'creta' },
    { location: ['Pune'] },
  ])('is true for %o', (input) => {
    expect(hasActiveFilters(makeListingQuery(input))).toBe(true);
  });
});

describe('withSelectedCity', () => {
  it('adds the selected city when the URL names no location', () => {
    expect(withSelectedCity(new URLSearchParams('brand=Tata'), 'Pune')?.toString()).toBe('brand=Tata&location=Pune');
  });

  it('leaves an All Locations choice alone', () => {
    expect(withSelectedCity(new URLSearchParams('location=all'), 'Pune')).toBeNull();
    expect(withSelectedCity(new URLSearchParams('brand=Tata&location=all'), 'Pune')).toBeNull();
  });

  it('leaves a URL with a location alone, and does nothing without a city', () => {
    expect(withSelectedCity(new URLSearchParams('location=Delhi'), 'Pune')).toBeNull();
    expect(withSelectedCity(new URLSearchParams(''), null)).toBeNull();
  });
});

describe('listingHeading', () => {
  it('names the city or All Locations', () => {
    expect(listingHeading(12, ['Pune'])).toBe('12 Second Hand Cars in Pune');
    expect(listingHeading(0, [])).toBe('0 Second Hand Cars in All Locations');
  });

  it('shows no number while the count is not known', () => {
    expect(listingHeading(null, ['Pune'])).toBe('… Second Hand Cars in Pune');
  });
});

describe('toggleValue', () => {
  it('adds and removes', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
