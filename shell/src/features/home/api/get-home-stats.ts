// GET /api/v1/stats/home -> HomeStats: the counts on the body type, brand and city tiles.
import { useEffect, useState } from 'react';
import { callEndpoint, type FacetCount, type HomeStats } from '@carmarket/shared';
import { getHomeStatsRoute } from '@carmarket/shared/api-contracts';

export async function getHomeStats(): Promise<HomeStats> {
  return callEndpoint(getHomeStatsRoute, {});
}

export type HomeStatsState = { status: 'loading' } | { status: 'loaded'; stats: HomeStats } | { status: 'failed' };

export function useHomeStats(): HomeStatsState {
  const [state, setState] = useState<HomeStatsState>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    getHomeStats().then(
      (stats) => !cancelled && setState({ status: 'loaded', stats }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** The count for one facet value; 0 when the API has no car with it. */
export function countOf(facets: readonly FacetCount[] | undefined, value: string): number {
  return facets?.find((facet) => facet.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}
