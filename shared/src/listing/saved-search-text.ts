// Words for a saved search (issue 28): the name "Save this search" suggests and the one-line summary
// /settings/saved-searches shows, both read from the listing's own query model.
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '../contracts/api/saved-search-rules';
import { formatCompact, formatPriceRange } from '../domain/format';
import type { ListingQuery } from './listing-query';

/** A location entry is a state, a city or 'State-Locality'; people read the place itself. */
function placeName(entry: string): string {
  const dash = entry.indexOf('-');
  return dash > 0 ? entry.slice(dash + 1).trim() : entry;
}

function joinFew(values: readonly string[], most = 2): string {
  if (values.length <= most) return values.join(', ');
  return `${values.slice(0, most).join(', ')} +${values.length - most} more`;
}

type ListingFilters = Omit<ListingQuery, 'page' | 'pageSize'>;

/** 'Hyundai, Diesel in Pune'; 'All cars' without filters. At most SAVED_SEARCH_NAME_MAX_LENGTH characters. */
export function defaultSavedSearchName(q: ListingFilters): string {
  const what = [...(q.model.length ? q.model : q.brand), ...q.fuel, ...q.bodyType, ...q.transmission];
  const search = q.search.trim();
  const head = joinFew(search ? [search, ...what] : what, 3) || 'All cars';
  const where = q.location.length ? ` in ${joinFew(q.location.map(placeName))}` : '';
  const name = `${head}${where}`;
  const max = SAVED_SEARCH_NAME_MAX_LENGTH;
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}

/** Every filter the search sets, in words: 'Hyundai · Diesel · ₹ 5.0 L - ₹ 10.0 L · Pune'. */
export function summariseListingFilters(q: ListingFilters): string {
  const parts: string[] = [];
  if (q.search.trim()) parts.push(`“${q.search.trim()}”`);
  if (q.ownerType === 'dealer') parts.push('Dealers');
  if (q.ownerType === 'owner') parts.push('Owners');
  for (const list of [q.brand, q.model, q.fuel, q.transmission, q.bodyType]) if (list.length) parts.push(list.join(', '));
  if (q.ownership.length) parts.push(`Ownership: ${q.ownership.join(', ')}`);
  if (q.seats.length) parts.push(`${q.seats.join(', ')} seats`);
  const price = formatPriceRange(q);
  if (price) parts.push(price);
  if (q.yearMin !== undefined && q.yearMax !== undefined) parts.push(`${q.yearMin} - ${q.yearMax}`);
  else if (q.yearMin !== undefined) parts.push(`${q.yearMin} or newer`);
  else if (q.yearMax !== undefined) parts.push(`${q.yearMax} or older`);
  if (q.kmMax !== undefined) parts.push(`Up to ${formatCompact(q.kmMax, { km: true })}`);
  if (q.location.length) parts.push(q.location.map(placeName).join(', '));
  return parts.length ? parts.join(' · ') : 'All cars';
}
