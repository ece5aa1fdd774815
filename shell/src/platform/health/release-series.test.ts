import type { TelemetryRollup } from '@carmarket/shared/api-contracts';
import { healthTimelines } from './release-series';

const FROM = Date.parse('2026-11-28T10:00:00Z');
const MINUTE = 60_000;

function row(minute: number, overrides: Partial<TelemetryRollup> & Pick<TelemetryRollup, 'metric' | 'count'>): TelemetryRollup {
  return {
    minute: new Date(FROM + minute * MINUTE).toISOString(),
    environment: 'staging',
    app: 'mf-browse',
    release: '0.1.0',
    route: '/buy-car',
    errorCount: 0,
    p50: null,
    p75: null,
    p95: null,
    ...overrides,
  };
}

describe('healthTimelines', () => {
  it('sums the routes and minutes of a bucket, and weighs their p75s by their counts', () => {
    const { bucketStarts, apps } = healthTimelines(
      [
        row(0, { metric: 'TTFB', count: 3 }),
        row(1, { metric: 'TTFB', count: 1, route: '/buy-car/:id' }),
        row(1, { metric: 'error', count: 2 }),
        row(0, { metric: 'LCP', count: 3, p75: 1000 }),
        row(1, { metric: 'LCP', count: 1, p75: 3000, route: '/buy-car/:id' }),
        // Another bucket, and a row before the period that is left out.
        row(5, { metric: 'TTFB', count: 2 }),
        row(-1, { metric: 'TTFB', count: 100 }),
      ],
      { from: FROM, to: FROM + 10 * MINUTE, bucketMs: 5 * MINUTE },
    );
    expect(bucketStarts).toEqual([FROM, FROM + 5 * MINUTE]);
    const [release] = apps[0]!.releases;
    expect(release!.buckets[0]).toEqual({ reported: true, pageViews: 4, errors: 2, remoteFailures: 0, lcpP75: 1500, inpP75: null });
    expect(release!.buckets[1]).toMatchObject({ reported: true, pageViews: 2, lcpP75: null });
    expect(release!.total).toMatchObject({ pageViews: 6, errors: 2, lcpP75: 1500 });
  });

  it('marks a bucket with no row as not reported rather than zero', () => {
    const { apps } = healthTimelines([row(0, { metric: 'TTFB', count: 1 })], { from: FROM, to: FROM + 2 * MINUTE, bucketMs: MINUTE });
    expect(apps[0]!.releases[0]!.buckets.map((bucket) => bucket.reported)).toEqual([true, false]);
  });

  it('orders the apps and releases of the composition first, the others by page views', () => {
    const { apps } = healthTimelines(
      [
        row(0, { app: 'zz-extra', metric: 'TTFB', count: 1 }),
        row(0, { release: 'old', metric: 'TTFB', count: 50 }),
        row(0, { release: 'older', metric: 'TTFB', count: 90 }),
        row(0, { release: 'canary', metric: 'TTFB', count: 1 }),
        row(0, { release: 'stable', metric: 'TTFB', count: 9 }),
        row(0, { app: 'shell', metric: 'TTFB', count: 1 }),
      ],
      { from: FROM, to: FROM + MINUTE, bucketMs: MINUTE },
      { apps: ['shell', 'mf-browse'], releasesOf: (app) => (app === 'mf-browse' ? ['stable', 'canary'] : []) },
    );
    expect(apps.map((app) => app.app)).toEqual(['shell', 'mf-browse', 'zz-extra']);
    expect(apps[1]!.releases.map((release) => release.release)).toEqual(['stable', 'canary', 'older', 'old']);
  });
});
