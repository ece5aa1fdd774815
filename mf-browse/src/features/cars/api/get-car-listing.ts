// GET /api/v1/cars: one page of the filtered, sorted listing with facets and slider bounds.
// The query string is the shared listingQueryToSearchParams, so the API applies the same rules.
import { apiClient, listingQueryToSearchParams, type CarListingPage, type ListingQuery } from '@carmarket/shared';
import { useApiQuery } from '../../../lib/use-api-query';

export function carListingSearch(query: Partial<ListingQuery>): string {
  return listingQueryToSearchParams(query).toString();
}

export function getCarListing(query: Partial<ListingQuery>, signal?: AbortSignal): Promise<CarListingPage> {
  const search = carListingSearch(query);
  return apiClient.get<CarListingPage>(`api/v1/cars${search ? `?${search}` : ''}`, { signal });
}

export function useCarListing(query: Partial<ListingQuery> | null) {
  const key = query ? carListingSearch(query) : null;
  return useApiQuery(key, (signal) => getCarListing(query ?? {}, signal));
}
