// Pure rules for the listing's URL state: how a filter change becomes the next query (page back
// to 1), whether anything filters, and where the shared selected city comes in.
import { DEFAULT_LISTING_QUERY, LIST_KEYS, type ListingQuery } from '@carmarket/shared';

export type ListingPatch = Partial<ListingQuery>;

/** Applies a change; any change other than paging starts again at page 1. */
export function nextListingQuery(current: ListingQuery, patch: ListingPatch): ListingQuery {
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** True when a filter or search narrows the list (sort, page and page size do not). */
export function hasActiveFilters(query: ListingQuery): boolean {
  if (query.ownerType !== DEFAULT_LISTING_QUERY.ownerType) return true;
  if (LIST_KEYS.some((key) => query[key].length > 0)) return true;
  if ([query.priceMin, query.priceMax, query.yearMin, query.yearMax, query.kmMax].some((v) => v !== undefined)) return true;
  return query.search.trim() !== '';
}

/**
 * The selected city pre-filters a listing URL that names no location. Returns the params to
 * switch to, or null when nothing changes.
 */
export function withSelectedCity(params: URLSearchParams, selectedCity: string | null): URLSearchParams | null {
  if (!selectedCity || params.getAll('location').some((v) => v.trim() !== '')) return null;
  const next = new URLSearchParams(params);
  next.append('location', selectedCity);
  return next;
}

/** '{count} Second Hand Cars in {city or All Locations}' */
export function listingHeading(count: number, locations: readonly string[]): string {
  const place = locations.length > 0 ? locations.join(', ') : 'All Locations';
  return `${count} Second Hand Cars in ${place}`;
}

/** Toggles a value in a multi-select list. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
