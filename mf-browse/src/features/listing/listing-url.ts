// Pure rules for the listing's URL state: how a filter change becomes the next query (page back
// to 1), whether anything filters, and where the shared selected city comes in.
import { DEFAULT_LISTING_QUERY, LIST_KEYS, type ListingQuery } from '@carmarket/shared';
import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';

export type ListingPatch = Partial<ListingQuery>;
/** A patch, or what makes one from the query as it is when the change is applied (a toggle). */
export type ListingChange = ListingPatch | ((current: ListingQuery) => ListingPatch);

/**
 * Applies a change; any change other than paging starts again at page 1. Emptying the location
 * (All Locations, Clear all, the City sheet's Clear Filter, the last city unticked) is the
 * visitor's choice of All Locations: the URL keeps it (location=all) so the selected city does
 * not come back on reload or Back.
 */
export function nextListingQuery(current: ListingQuery, change: ListingChange): ListingQuery {
  const patch = typeof change === 'function' ? change(current) : change;
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (patch.location && !('allLocations' in patch)) next.allLocations = patch.location.length === 0;
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
 * The selected city pre-filters a listing URL that names no location and is not an All Locations
 * choice (location=all). Returns the params to switch to, or null when nothing changes.
 */
export function withSelectedCity(params: URLSearchParams, selectedCity: string | null): URLSearchParams | null {
  if (!selectedCity) return null;
  const { location, allLocations } = listingQueryFromSearchParams(params);
  if (location.length > 0 || allLocations) return null;
  const next = new URLSearchParams(params);
  next.append('location', selectedCity);
  return next;
}

/**
 * '{count} Second Hand Cars in {city or All Locations}'. count null = not known yet (loading):
 * an ellipsis holds its place, never a wrong number.
 */
export function listingHeading(count: number | null, locations: readonly string[]): string {
  const place = locations.length > 0 ? locations.join(', ') : 'All Locations';
  return `${count ?? '…'} Second Hand Cars in ${place}`;
}

/** Toggles a value in a multi-select list. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}
