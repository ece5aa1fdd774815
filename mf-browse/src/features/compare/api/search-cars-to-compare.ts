// "Add another" on the compare page: the listing's own search (GET /api/v1/cars?search=...), a few
// cars per term, through the listing's query (same key, same cache).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carListingQuery } from '../../cars/api/get-car-listing';

/** Cars a search offers at once: enough to find one, few enough to read down on a phone. */
export const COMPARE_SEARCH_RESULTS = 6;
/** Shorter terms match too much to be useful. */
export const COMPARE_SEARCH_MIN_LENGTH = 2;

export function useCarsToCompare(term: string) {
  const search = term.trim();
  const enabled = search.length >= COMPARE_SEARCH_MIN_LENGTH;
  return useQuery({
    ...carListingQuery({ search, pageSize: COMPARE_SEARCH_RESULTS }),
    enabled,
    placeholderData: enabled ? keepPreviousData : undefined,
  });
}
