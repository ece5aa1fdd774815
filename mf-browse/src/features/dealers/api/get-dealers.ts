// GET /api/v1/dealers?city=&search= -> { dealers } (search = case-insensitive substring of the name).
import { callEndpoint, type Dealer } from '@carmarket/shared';
import { getDealersRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const DEALERS_FETCH_FAILED = 'Failed to fetch dealers';

export async function getDealers(city: string, search: string, signal?: AbortSignal): Promise<Dealer[]> {
  const query = { city: city || undefined, search: search.trim() || undefined };
  const body = await callEndpoint(getDealersRoute, { query }, { signal });
  return body.dealers;
}

export function useDealers(city: string, search: string) {
  return useQuery({
    queryKey: ['dealers', city, search.trim()],
    queryFn: ({ signal }) => getDealers(city, search, signal),
    placeholderData: keepPreviousData,
  });
}
