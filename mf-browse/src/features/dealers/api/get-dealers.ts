// GET /api/v1/dealers?city=&search= -> { dealers } (search = case-insensitive substring of the name).
import { callEndpoint, DEALER_CITIES, FALLBACK_CITY, type Dealer, type ServerDataLoader } from '@carmarket/shared';
import { getDealersRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const DEALERS_FETCH_FAILED = 'Failed to fetch dealers';

export async function getDealers(city: string, search: string, signal?: AbortSignal): Promise<Dealer[]> {
  const query = { city: city || undefined, search: search.trim() || undefined };
  const body = await callEndpoint(getDealersRoute, { query }, { signal });
  return body.dealers;
}

/** The dealers of `city` whose name holds `search`: the page reads it, the server fetches it first. */
export function dealersQuery(city: string, search: string) {
  return queryOptions({
    queryKey: ['dealers', city, search.trim()],
    queryFn: ({ signal }) => getDealers(city, search, signal),
  });
}

export function useDealers(city: string, search: string) {
  return useQuery({ ...dealersQuery(city, search), placeholderData: keepPreviousData });
}

/** The page's city and search, on the page and on the server: the URL's, else the visitor's city when it has dealers, else the first city. */
export function dealersFilter(params: URLSearchParams, currentCity: string) {
  const defaultCity = (DEALER_CITIES as readonly string[]).includes(currentCity) ? currentCity : DEALER_CITIES[0];
  return { city: params.get('city') ?? defaultCity, search: params.get('search') ?? '' };
}

/**
 * /top-dealer on the server: the dealers of the URL's filter. Without a city in the URL it is the
 * visitor's current city as the server renders it (the city they chose, else the fallback).
 */
export const loadDealersForServer: ServerDataLoader = async ({ queryClient, url, city: chosenCity }) => {
  const { city, search } = dealersFilter(url.searchParams, chosenCity || FALLBACK_CITY);
  await queryClient.prefetchQuery(dealersQuery(city, search));
};
