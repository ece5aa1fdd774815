// GET /api/v1/cars: one page of the filtered, sorted listing with facets and slider bounds.
// The query string is the shared listingQueryToSearchParams, so the API applies the same rules.
import { callEndpoint, listingQueryToSearchParams, type CarListingPage, type ListingQuery } from '@carmarket/shared';
import { getCarListingRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export function carListingSearch(query: Partial<ListingQuery>): string {
  return listingQueryToSearchParams(query).toString();
}

export function getCarListing(query: Partial<ListingQuery>, signal?: AbortSignal): Promise<CarListingPage> {
  return callEndpoint(getCarListingRoute, { query: listingQueryToSearchParams(query) }, { signal });
}

/** One listing page's query; the key is the listing's query string: two filter states that ask the same page share it. */
export function carListingQuery(query: Partial<ListingQuery>) {
  return queryOptions({
    queryKey: ['car-listing', carListingSearch(query)] as readonly unknown[],
    queryFn: ({ signal }) => getCarListing(query, signal),
  });
}

export function useCarListing(query: Partial<ListingQuery> | null) {
  return useQuery({
    ...carListingQuery(query ?? {}),
    queryKey: ['car-listing', query ? carListingSearch(query) : null],
    enabled: query !== null,
    // The previous page stays on screen while the next filter's page loads (no empty grid).
    placeholderData: keepPreviousData,
  });
}
