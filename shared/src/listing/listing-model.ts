// The listing query model without its zod schema: page sizes, the URL keys, the defaults and the
// query -> URL writer. The shell's home page and header link to /buy-car with it; the schema and the
// URL parsers (listing-query.ts, search-params.ts) are only in the chunks that read a listing URL.
import type { ListingQuery } from './listing-query';

export const LISTING_PAGE_SIZE_DEFAULT = 24;
export const LISTING_PAGE_SIZE_MAX = 100;

export const LIST_KEYS = ['brand', 'model', 'fuel', 'transmission', 'bodyType', 'ownership', 'seats', 'location'] as const;
export type ListingListKey = (typeof LIST_KEYS)[number];
/** The `location` URL value that says "All Locations". */
export const ALL_LOCATIONS = 'all';
export const NUMBER_KEYS = ['priceMin', 'priceMax', 'yearMin', 'yearMax', 'kmMax', 'page', 'pageSize'] as const;

/** A query with every default filled in: what listingQuerySchema makes of `{}` (listing-query.test.ts checks). */
export const DEFAULT_LISTING_QUERY: ListingQuery = {
  ownerType: 'all',
  brand: [],
  model: [],
  fuel: [],
  transmission: [],
  bodyType: [],
  ownership: [],
  seats: [],
  location: [],
  allLocations: false,
  search: '',
  sort: 'yearNewToOld',
  page: 1,
  pageSize: LISTING_PAGE_SIZE_DEFAULT,
};

/** Writes only what differs from the defaults, in a stable key order. */
export function listingQueryToSearchParams(query: Partial<ListingQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.ownerType && query.ownerType !== DEFAULT_LISTING_QUERY.ownerType) params.set('ownerType', query.ownerType);
  for (const key of LIST_KEYS) {
    for (const value of query[key] ?? []) params.append(key, value);
  }
  if (query.allLocations && (query.location ?? []).length === 0) params.append('location', ALL_LOCATIONS);
  for (const key of ['priceMin', 'priceMax', 'yearMin', 'yearMax', 'kmMax'] as const) {
    const value = query[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (query.search && query.search.trim() !== '') params.set('search', query.search);
  if (query.sort && query.sort !== DEFAULT_LISTING_QUERY.sort) params.set('sort', query.sort);
  if (query.page !== undefined && query.page !== DEFAULT_LISTING_QUERY.page) params.set('page', String(query.page));
  if (query.pageSize !== undefined && query.pageSize !== DEFAULT_LISTING_QUERY.pageSize) {
    params.set('pageSize', String(query.pageSize));
  }
  return params;
}
