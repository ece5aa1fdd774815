// Reads the figures of two releases of one app over a window straight from the raw telemetry events
// (telemetry_events, migration 0011), not from the per-minute roll-ups: the p75 is percentile_cont
// over every value of the window (an average of per-minute p75s is not a p75), and the counts are
// those of the last moment, with no roll-up lag. Raw events are kept TELEMETRY_RAW_RETENTION_HOURS,
// far longer than a window (release-health-settings.ts refuses a longer window).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReleaseWindowFigures } from './canary-analysis';

export interface FiguresQuery {
  environment: string;
  /** The app's folder name, as page releases name it ('mf-browse'). */
  app: string;
  /** Its federation name ('mf_browse'): what the browser names a remote that failed to load. */
  remoteName: string;
  releases: readonly string[];
  from: Date;
  to: Date;
}

const EMPTY: ReleaseWindowFigures = {
  pageViews: 0,
  errors: 0,
  remoteFailures: 0,
  lcpP75: null,
  inpP75: null,
  lcpSamples: 0,
  inpSamples: 0,
};

interface FiguresRow {
  release: string;
  pageViews: number | string;
  errors: number | string;
  remoteFailures: number | string;
  lcpP75: number | null;
  inpP75: number | null;
  lcpSamples: number | string;
  inpSamples: number | string;
}

/**
 * Each release's figures in [from, to). An event counts for the release of the app on its page
 * (page views, errors, vitals); a remote failure counts only when it is the app's own remote, for the
 * release that failed (the page may not list an app whose code never arrived).
 */
export async function readReleaseFigures(db: Kysely<Database>, query: FiguresQuery): Promise<Map<string, ReleaseWindowFigures>> {
  const figures = new Map(query.releases.map((release) => [release, { ...EMPTY }]));
  if (query.releases.length === 0) return figures;
  const { rows } = await sql<FiguresRow>`
    select release,
      count(*) filter (where kind = 'vital' and name = 'TTFB') as page_views,
      count(*) filter (where kind = 'error') as errors,
      count(*) filter (where kind = 'remote-failure') as remote_failures,
      count(*) filter (where kind = 'vital' and name = 'LCP') as lcp_samples,
      count(*) filter (where kind = 'vital' and name = 'INP') as inp_samples,
      percentile_cont(0.75) within group (order by value) filter (where kind = 'vital' and name = 'LCP') as lcp_p75,
      percentile_cont(0.75) within group (order by value) filter (where kind = 'vital' and name = 'INP') as inp_p75
    from (
      select e.kind, e.name, e.value,
        case
          when e.kind = 'remote-failure' then
            case when e.remote in (${query.app}, ${query.remoteName}) then e.remote_release end
          else e.releases ->> cast(${query.app} as text)
        end as release
      from telemetry_events e
      where e.environment = ${query.environment} and e.received_at >= ${query.from} and e.received_at < ${query.to}
    ) as attributed
    where release in (${sql.join(query.releases.map((release) => sql`${release}`))})
    group by release
  `.execute(db);
  for (const row of rows) {
    figures.set(row.release, {
      pageViews: Number(row.pageViews),
      errors: Number(row.errors),
      remoteFailures: Number(row.remoteFailures),
      lcpP75: row.lcpP75 === null ? null : Number(row.lcpP75),
      inpP75: row.inpP75 === null ? null : Number(row.inpP75),
      lcpSamples: Number(row.lcpSamples),
      inpSamples: Number(row.inpSamples),
    });
  }
  return figures;
}
