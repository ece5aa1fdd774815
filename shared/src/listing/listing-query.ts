// The browse page's query model, shared by the client (URL state, client-side filtering) and the
// API (GET /api/v1/cars validates the same schema), so both sides agree on every rule of spec §5.

import { z } from 'zod';
import { DEFAULT_LISTING_SORT, LISTING_SORTS, OWNER_TYPES } from '../domain/options';

const filterValue = z.string().trim().min(1).max(100);
const filterList = z.array(filterValue).max(50);
const wholeNumber = z.number().int().min(0).max(1_000_000_000_000);
const year = z.number().int().min(1900).max(2100);

export const LISTING_PAGE_SIZE_DEFAULT = 24;
export const LISTING_PAGE_SIZE_MAX = 100;

export const listingQuerySchema = z.object({
  ownerType: z.enum(OWNER_TYPES).default('all'),
  brand: filterList.default([]),
  model: filterList.default([]),
  fuel: filterList.default([]),
  transmission: filterList.default([]),
  bodyType: filterList.default([]),
  ownership: filterList.default([]),
  /** Each entry is a state, a city, or 'State-Locality' (spec §3). */
  location: filterList.default([]),
  priceMin: wholeNumber.optional(),
  priceMax: wholeNumber.optional(),
  yearMin: year.optional(),
  yearMax: year.optional(),
  kmMax: wholeNumber.optional(),
  search: z.string().max(200).default(''),
  sort: z.enum(LISTING_SORTS).default(DEFAULT_LISTING_SORT),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(LISTING_PAGE_SIZE_MAX).default(LISTING_PAGE_SIZE_DEFAULT),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

export const LIST_KEYS = ['brand', 'model', 'fuel', 'transmission', 'bodyType', 'ownership', 'location'] as const;
export type ListingListKey = (typeof LIST_KEYS)[number];
export const NUMBER_KEYS = ['priceMin', 'priceMax', 'yearMin', 'yearMax', 'kmMax', 'page', 'pageSize'] as const;

/** A query with every default filled in. */
export function makeListingQuery(input: ListingQueryInput = {}): ListingQuery {
  return listingQuerySchema.parse(input);
}

export const DEFAULT_LISTING_QUERY: ListingQuery = makeListingQuery();
