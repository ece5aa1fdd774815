// The browse page's query model, shared by the client (URL state, client-side filtering) and the
// API (GET /api/v1/cars validates the same schema), so both sides agree on every rule of spec §5.

// zod's tree-shakable 'mini' build: this schema is in the start-up bundle of every page, where
// the classic build cost ~12 kB gzip and this one a few.
import '../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { DEFAULT_LISTING_SORT, LISTING_SORTS, OWNER_TYPES, SEAT_OPTIONS } from '../domain/options';
import { LISTING_PAGE_SIZE_DEFAULT, LISTING_PAGE_SIZE_MAX } from './listing-model';

// The zod-free half of the model (defaults, keys, the query -> URL writer) lives in listing-model.ts,
// so pages that only link to the listing (the shell's home page) load no zod.
export {
  ALL_LOCATIONS,
  DEFAULT_LISTING_QUERY,
  LISTING_PAGE_SIZE_DEFAULT,
  LISTING_PAGE_SIZE_MAX,
  LIST_KEYS,
  NUMBER_KEYS,
  type ListingListKey,
} from './listing-model';

const filterValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const filterList = z.array(filterValue).check(z.maxLength(50));
const wholeNumber = z.int().check(z.minimum(0), z.maximum(1_000_000_000_000));
const year = z.int().check(z.minimum(1900), z.maximum(2100));

export const listingQuerySchema = z.object({
  ownerType: z._default(z.enum(OWNER_TYPES), 'all'),
  brand: z._default(filterList, []),
  model: z._default(filterList, []),
  fuel: z._default(filterList, []),
  transmission: z._default(filterList, []),
  bodyType: z._default(filterList, []),
  ownership: z._default(filterList, []),
  /** Seat counts of spec §9 (2, 4, 5, 6, 7, 8+); '8+' is 8 seats or more. */
  seats: z._default(z.array(z.enum(SEAT_OPTIONS)).check(z.maxLength(SEAT_OPTIONS.length)), []),
  /** Each entry is a state, a city, or 'State-Locality' (spec §3). */
  location: z._default(filterList, []),
  /**
   * The visitor chose All Locations (URL `location=all`): with no location, the shared selected
   * city must not pre-filter again on reload or Back. No effect on the rules.
   */
  allLocations: z._default(z.boolean(), false),
  priceMin: z.optional(wholeNumber),
  priceMax: z.optional(wholeNumber),
  yearMin: z.optional(year),
  yearMax: z.optional(year),
  kmMax: z.optional(wholeNumber),
  search: z._default(z.string().check(z.maxLength(200)), ''),
  sort: z._default(z.enum(LISTING_SORTS), DEFAULT_LISTING_SORT),
  page: z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1),
  pageSize: z._default(z.int().check(z.minimum(1), z.maximum(LISTING_PAGE_SIZE_MAX)), LISTING_PAGE_SIZE_DEFAULT),
});

export type ListingQuery = z.infer<typeof listingQuerySchema>;
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

/** A query with every default filled in. */
export function makeListingQuery(input: ListingQueryInput = {}): ListingQuery {
  return listingQuerySchema.parse(input);
}
