import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_QUERY, makeListingQuery } from './listing-query';
import { listingQueryFromSearchParams, listingQueryToSearchParams, parseListingSearchParams } from './search-params';

describe('listing query <-> URLSearchParams', () => {
  it('omits defaults', () => {
    expect(listingQueryToSearchParams(DEFAULT_LISTING_QUERY).toString()).toBe('');
  });
  it('round-trips every field', () => {
    const query = makeListingQuery({
      ownerType: 'dealer',
      brand: ['Tata', 'Kia'],
      model: ['Nexon'],
      fuel: ['Diesel'],
      transmission: ['Manual'],
      bodyType: ['SUV'],
      ownership: ['1st', '2nd'],
      seats: ['7', '8+'],
      location: ['Maharashtra-Kothrud', 'Delhi'],
      priceMin: 100000,
      priceMax: 900000,
      yearMin: 2015,
      yearMax: 2022,
      kmMax: 50000,
      search: 'nex',
      sort: 'priceLowToHigh',
      page: 3,
      pageSize: 12,
    });
    const params = listingQueryToSearchParams(query);
    expect(params.getAll('brand')).toEqual(['Tata', 'Kia']);
    expect(params.getAll('seats')).toEqual(['7', '8+']);
    expect(listingQueryFromSearchParams(new URLSearchParams(params.toString()))).toEqual(query);
  });
  it("writes and reads the All Locations choice as 'location=all'", () => {
    const all = makeListingQuery({ allLocations: true, brand: ['Tata'] });
    const params = listingQueryToSearchParams(all);
    expect(params.toString()).toBe('brand=Tata&location=all');
    expect(listingQueryFromSearchParams(params)).toEqual(all);
    expect(listingQueryFromSearchParams(new URLSearchParams('location=ALL'))).toMatchObject({ location: [], allLocations: true });
    // A real place wins over the marker, and a chosen place writes no marker.
    expect(listingQueryFromSearchParams(new URLSearchParams('location=all&location=Pune'))).toMatchObject({
      location: ['Pune'],
      allLocations: false,
    });
    expect(listingQueryToSearchParams(makeListingQuery({ allLocations: true, location: ['Pune'] })).toString()).toBe('location=Pune');
    expect(listingQueryToSearchParams(makeListingQuery({ allLocations: false })).toString()).toBe('');
  });
  it("gives the API no location filter for 'location=all'", () => {
    expect(parseListingSearchParams(new URLSearchParams('location=all'))).toEqual({
      success: true,
      data: makeListingQuery({ allLocations: true }),
    });
  });
  it('reads leniently for the browser', () => {
    const q = listingQueryFromSearchParams(new URLSearchParams('sort=bogus&page=abc&priceMin=-5&brand=Tata'));
    expect(q.sort).toBe('yearNewToOld');
    expect(q.page).toBe(1);
    expect(q.priceMin).toBeUndefined();
    expect(q.brand).toEqual(['Tata']);
  });
  it('reads strictly for the API with a readable message', () => {
    const bad = parseListingSearchParams(new URLSearchParams('page=abc'));
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.message).toContain('page');
    const good = parseListingSearchParams(new URLSearchParams('brand=Tata&yearMin=2015'));
    expect(good).toEqual({ success: true, data: makeListingQuery({ brand: ['Tata'], yearMin: 2015 }) });
  });
  it('says what is wrong with a bad value, in words', () => {
    const message = (query: string) => {
      const result = parseListingSearchParams(new URLSearchParams(query));
      return result.success ? 'ok' : result.message;
    };
    expect(message('page=abc')).toBe("Invalid query parameter 'page': expected a whole number");
    expect(message('page=0')).toBe("Invalid query parameter 'page': must be at least 1");
    expect(message('pageSize=500')).toBe("Invalid query parameter 'pageSize': must be at most 100");
    expect(message('yearMin=1800')).toBe("Invalid query parameter 'yearMin': must be at least 1900");
    expect(message('priceMin=12.5')).toBe("Invalid query parameter 'priceMin': expected a whole number");
    expect(message('sort=cheapest')).toMatch(/^Invalid query parameter 'sort': must be one of /);
    expect(message(`search=${'x'.repeat(201)}`)).toBe("Invalid query parameter 'search': must have at most 200 characters");
    expect(message(`brand=${'x'.repeat(101)}`)).toBe("Invalid query parameter 'brand.0': must have at most 100 characters");
  });
});

describe('seats in the URL', () => {
  it('reads the spec choices and drops an unknown one in the browser', () => {
    expect(listingQueryFromSearchParams(new URLSearchParams('seats=5&seats=8%2B')).seats).toEqual(['5', '8+']);
    expect(listingQueryFromSearchParams(new URLSearchParams('seats=3')).seats).toEqual([]);
  });
  it('rejects an unknown choice in the API', () => {
    const result = parseListingSearchParams(new URLSearchParams('seats=9'));
    expect(result).toEqual({ success: false, message: "Invalid query parameter 'seats.0': must be one of 2, 4, 5, 6, 7, 8+" });
  });
});

describe('DEFAULT_LISTING_QUERY (listing-model.ts, written out so the home page loads no zod)', () => {
  it('is what the schema makes of an empty query', () => {
    expect(DEFAULT_LISTING_QUERY).toEqual(makeListingQuery());
  });
});
