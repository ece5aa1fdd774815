// GET /api/v1/cars: one page of the filtered, sorted listing with facets and slider bounds.
// The query string is the shared listingQueryToSearchParams, so the API applies the same rules.
import { callEndpoint, listingQueryToSearchParams, type CarListingPage, type ListingQuery } from '@carmarket/shared';
import { getCarListingRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export function carListingSearch(query: Partial<ListingQuery>): string {
  return listingQueryToSearchParams(query).toString();
}

export function getCarListing(query: Partial<ListingQuery>, signal?: AbortSignal): Promise<CarListingPage> {
  return callEndpoint(getCarListingRoute, { query: listingQueryToSearchParams(query) }, { signal });
}

export function useCarListing(query: Partial<ListingQuery> | null) {
  // The key is the listing's query string: two filter states that ask the same page share it.
  return useQuery({
    queryKey: ['car-listing', query ? carListingSearch(query) : null],
    queryFn: ({ signal }) => getCarListing(query ?? {}, signal),
    enabled: query !== null,
    // The previous page stays on screen while the next filter's page loads (no empty grid).
    placeholderData: keepPreviousData,
  });
}
