// GET /api/v1/telemetry/rollups: the per-minute roll-ups of an environment since a time, oldest
// first, at most TELEMETRY_ROLLUPS_PAGE_MAX rows an answer. A day of a busy environment is more:
// the next page is asked from the last minute received (its rows come again, whole).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@carmarket/shared';
import { getTelemetryRollupsRoute, type TelemetryRollup } from '@carmarket/shared/api-contracts';
import { periodRange, type HealthPeriod } from '../health-period';

/** Pages read at most for one view: 20 × 5,000 rows. Past them the charts stop early, and say so. */
export const ROLLUP_PAGES_MAX = 20;
/** The page asks again this often: a minute is rolled up about once a minute after it ends. */
export const ROLLUPS_REFRESH_MS = 60_000;

export interface RollupsView {
  rollups: TelemetryRollup[];
  /** Minutes before it are final (null before the first roll-up). */
  rolledUpUntil: string | null;
  /** The answer stopped before the end of the period (too many rows). */
  truncated: boolean;
  /** The period's range the rows were asked for. */
  from: number;
  to: number;
}

export async function getTelemetryRollups(environment: string, period: HealthPeriod, signal?: AbortSignal): Promise<RollupsView> {
  const { from, to } = periodRange(period, Date.now());
  let since = new Date(from).toISOString();
  const rollups: TelemetryRollup[] = [];
  for (let page = 0; page < ROLLUP_PAGES_MAX; page += 1) {
    const answer = await callEndpoint(getTelemetryRollupsRoute, { query: { environment, since } }, { signal });
    const rows = answer.rollups;
    if (!answer.truncated || rows.length === 0) {
      rollups.push(...rows);
      return { rollups, rolledUpUntil: answer.rolledUpUntil, truncated: false, from, to };
    }
    // The last minute may have more rows than came: it is read again, whole, from the next page.
    const lastMinute = rows[rows.length - 1]!.minute;
    const whole = rows.filter((row) => row.minute !== lastMinute);
    rollups.push(...whole);
    // One minute with more rows than a page holds: asking again would read the same rows.
    if (whole.length === 0 || page === ROLLUP_PAGES_MAX - 1) {
      if (whole.length === 0) rollups.push(...rows);
      return { rollups, rolledUpUntil: answer.rolledUpUntil, truncated: true, from, to };
    }
    since = lastMinute;
  }
  return { rollups, rolledUpUntil: null, truncated: true, from, to };
}

export const telemetryRollupsQuery = (environment: string, period: HealthPeriod) =>
  queryOptions({
    queryKey: ['telemetry-rollups', environment, period.id],
    queryFn: ({ signal }) => getTelemetryRollups(environment, period, signal),
    refetchInterval: ROLLUPS_REFRESH_MS,
    // The charts stay while a newer answer is on its way (another period, a refresh).
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTelemetryRollups(environment: string, period: HealthPeriod) {
  return useQuery(telemetryRollupsQuery(environment, period));
}
