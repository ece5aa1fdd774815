// GET /api/v1/telemetry/decisions: the rollbacks and promotions release health made on its own in
// an environment, newest first (contract: shared/src/contracts/api/release-health.ts). An API that
// answers 404 has no such endpoint (an older release of the API): the page leaves the section out.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '@carmarket/shared';
import { getReleaseDecisionsRoute, type ReleaseDecision } from '@carmarket/shared/api-contracts';
import { ROLLUPS_REFRESH_MS } from './get-telemetry-rollups';

/** The last changes the page lists. */
export const RECENT_DECISIONS = 20;

/** The decisions, or null when this API has no decisions endpoint. */
export async function getReleaseDecisions(environment: string, signal?: AbortSignal): Promise<ReleaseDecision[] | null> {
  try {
    const { decisions } = await callEndpoint(getReleaseDecisionsRoute, { query: { environment, limit: RECENT_DECISIONS } }, { signal });
    return decisions;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const releaseDecisionsQuery = (environment: string) =>
  queryOptions({
    queryKey: ['release-decisions', environment],
    queryFn: ({ signal }) => getReleaseDecisions(environment, signal),
    refetchInterval: ROLLUPS_REFRESH_MS,
    staleTime: 0,
  });

export function useReleaseDecisions(environment: string) {
  return useQuery(releaseDecisionsQuery(environment));
}
