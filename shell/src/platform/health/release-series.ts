// Turns the API's per-minute roll-ups (environment × app × release × route × metric) into what the
// health page draws: per app, per release, one point per bucket of the period, with page views,
// errors and remote load failures per page view, and p75 LCP and INP.
//
// The p75 of a bucket is the mean of its rows' p75s weighted by their counts: the roll-ups keep
// percentiles per minute and route, not the values, so a true p75 over several of them cannot be
// had here. It tracks the true one closely enough to see a release drift; the automatic decisions
// are made on exact figures from the raw events (api/src/features/release-health/canary-figures.ts).
import type { TelemetryRollup } from '@carmarket/shared/api-contracts';

/** One release's figures in one bucket (or over the whole period). */
export interface ReleaseFigures {
  /** False when the release reported nothing in it: every figure is then "no data", not 0. */
  reported: boolean;
  /** Hard page loads: one TTFB each. */
  pageViews: number;
  /** Uncaught errors, unhandled rejections and error-boundary fallbacks. */
  errors: number;
  /** Remotes that failed to load on pages where this release ran. */
  remoteFailures: number;
  lcpP75: number | null;
  inpP75: number | null;
}

export interface ReleaseTimeline {
  release: string;
  /** One per bucket start of the timelines. */
  buckets: ReleaseFigures[];
  total: ReleaseFigures;
}

export interface AppTimeline {
  app: string;
  releases: ReleaseTimeline[];
}

export interface HealthTimelines {
  /** Epoch ms of each bucket's start, oldest first. */
  bucketStarts: number[];
  apps: AppTimeline[];
}

/** Page views, errors or failures of a bucket per page view; null when it had no page view. */
export const perPageView = (count: number, figures: ReleaseFigures): number | null =>
  figures.reported && figures.pageViews > 0 ? count / figures.pageViews : null;

/** Sums a bucket's rows; p75s as count-weighted sums until `finish` divides them. */
class FiguresSum {
  private pageViews = 0;
  private errors = 0;
  private remoteFailures = 0;
  private lcp = { weighted: 0, count: 0 };
  private inp = { weighted: 0, count: 0 };
  private rows = 0;

  add(row: Pick<TelemetryRollup, 'metric' | 'count' | 'p75'>): void {
    this.rows += 1;
    if (row.metric === 'TTFB') this.pageViews += row.count;
    else if (row.metric === 'error') this.errors += row.count;
    else if (row.metric === 'remote-failure') this.remoteFailures += row.count;
    else if ((row.metric === 'LCP' || row.metric === 'INP') && row.p75 !== null) {
      const p75 = row.metric === 'LCP' ? this.lcp : this.inp;
      p75.weighted += row.p75 * row.count;
      p75.count += row.count;
    }
  }

  /** Adds another sum (a bucket into a period's total). */
  merge(other: FiguresSum): void {
    this.rows += other.rows;
    this.pageViews += other.pageViews;
    this.errors += other.errors;
    this.remoteFailures += other.remoteFailures;
    for (const key of ['lcp', 'inp'] as const) {
      this[key].weighted += other[key].weighted;
      this[key].count += other[key].count;
    }
  }

  finish(): ReleaseFigures {
    const p75 = ({ weighted, count }: { weighted: number; count: number }) => (count > 0 ? weighted / count : null);
    return {
      reported: this.rows > 0,
      pageViews: this.pageViews,
      errors: this.errors,
      remoteFailures: this.remoteFailures,
      lcpP75: p75(this.lcp),
      inpP75: p75(this.inp),
    };
  }
}

/**
 * The timelines of [from, to) in buckets of `bucketMs` starting at `from`. Rows outside it are left
 * out. Apps come in `appOrder` first (those of the composition), then any other that reported;
 * releases in `releaseOrder(app)` first (stable, canary), then by page views.
 */
export function healthTimelines(
  rollups: readonly TelemetryRollup[],
  { from, to, bucketMs }: { from: number; to: number; bucketMs: number },
  order: { apps?: readonly string[]; releasesOf?: (app: string) => readonly string[] } = {},
): HealthTimelines {
  const bucketStarts: number[] = [];
  for (let at = from; at < to; at += bucketMs) bucketStarts.push(at);
  const sums = new Map<string, Map<string, FiguresSum[]>>();
  for (const row of rollups) {
    const index = Math.floor((Date.parse(row.minute) - from) / bucketMs);
    if (!(index >= 0 && index < bucketStarts.length)) continue;
    let releases = sums.get(row.app);
    if (!releases) sums.set(row.app, (releases = new Map()));
    let buckets = releases.get(row.release);
    if (!buckets) releases.set(row.release, (buckets = bucketStarts.map(() => new FiguresSum())));
    buckets[index]!.add(row);
  }
  const appNames = [...new Set([...(order.apps ?? []), ...[...sums.keys()].sort()])].filter((app) => sums.has(app));
  const apps = appNames.map((app): AppTimeline => {
    const releases = [...sums.get(app)!].map(([release, buckets]): ReleaseTimeline => {
      const total = new FiguresSum();
      for (const bucket of buckets) total.merge(bucket);
      return { release, buckets: buckets.map((bucket) => bucket.finish()), total: total.finish() };
    });
    const first = order.releasesOf?.(app) ?? [];
    const rank = (release: ReleaseTimeline) => {
      const position = first.indexOf(release.release);
      return position === -1 ? first.length : position;
    };
    releases.sort((a, b) => rank(a) - rank(b) || b.total.pageViews - a.total.pageViews || a.release.localeCompare(b.release));
    return { app, releases };
  });
  return { bucketStarts, apps };
}
