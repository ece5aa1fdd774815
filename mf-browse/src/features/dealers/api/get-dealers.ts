// GET /api/v1/dealers?city=&search= -> { dealers } (search = case-insensitive substring of the name).
import { apiClient, type Dealer } from '@carmarket/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export const DEALERS_FETCH_FAILED = 'Failed to fetch dealers';

export async function getDealers(city: string, search: string, signal?: AbortSignal): Promise<Dealer[]> {
  const params = new URLSearchParams();
  if (city) params.set('city', city);
  if (search.trim()) params.set('search', search.trim());
  const body = await apiClient.get<{ dealers: Dealer[] }>(`api/v1/dealers?${params.toString()}`, { signal });
  return body.dealers;
}

export function useDealers(city: string, search: string) {
  return useQuery({
    queryKey: ['dealers', city, search.trim()],
    queryFn: ({ signal }) => getDealers(city, search, signal),
    placeholderData: keepPreviousData,
  });
}
