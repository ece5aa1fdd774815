// GET /api/v1/stats/home -> HomeStats: the counts on the body type, brand and city tiles.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type FacetCount, type HomeStats } from '@carmarket/shared';
import { getHomeStatsRoute } from '@carmarket/shared/api-contracts';

export async function getHomeStats(signal?: AbortSignal): Promise<HomeStats> {
  return callEndpoint(getHomeStatsRoute, {}, { signal });
}

/**
 * The tiles' counts: the key and the call the home page and the shell's server share. The server
 * fetches them before it renders `/` (render-page.tsx), so the tiles arrive with their counts and
 * the browser asks the API nothing to show the page (ADR 0011: no API client in its start-up).
 */
export const homeStatsQuery = queryOptions({
  queryKey: ['home-stats'],
  queryFn: ({ signal }) => getHomeStats(signal),
});

export type HomeStatsState = { status: 'loading' } | { status: 'loaded'; stats: HomeStats } | { status: 'failed' };

export function useHomeStats(): HomeStatsState {
  const { data, isError } = useQuery(homeStatsQuery);
  if (data) return { status: 'loaded', stats: data };
  return isError ? { status: 'failed' } : { status: 'loading' };
}

/** The count for one facet value; 0 when the API has no car with it. */
export function countOf(facets: readonly FacetCount[] | undefined, value: string): number {
  return facets?.find((facet) => facet.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}
