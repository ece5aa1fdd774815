import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@carmarket/shared';
import type { ReleaseDecision, TelemetryRollup } from '@carmarket/shared/api-contracts';
import { installFakeApiClient, renderWithProviders } from '@carmarket/shared/testing';
import { compositionForVisitor } from '../canary';
import type { Composition } from '../composition';
import { PlatformContext } from '../platform-context';
import { formatBucketTime } from './format-health';
import { HEALTH_PERIODS } from './health-period';
import { ReleaseHealthPage } from './release-health-page';

// uPlot draws on a canvas, which jsdom has not: a stand-in records what each chart was given.
const drawn = vi.hoisted(() => ({ charts: [] as Array<{ series: Array<{ label?: string }>; data: unknown[] }>, fail: false }));
vi.mock('uplot', () => ({
  default: class FakePlot {
    cursor = { idx: null };
    constructor(options: { series: Array<{ label?: string }> }, data: unknown[]) {
      if (drawn.fail) throw new Error('no canvas');
      drawn.charts.push({ series: options.series, data });
    }
    setCursor() {}
    setSize() {}
    valToPos() {
      return 0;
    }
    destroy() {}
  },
}));

const MANIFEST = (port: number) => `http://localhost:${port}/mf-manifest.json`;
const COMPOSITION: Composition = {
  environment: 'staging',
  apiBaseUrl: 'http://localhost:4000',
  remoteTimeoutMs: 8000,
  remotes: { mf_browse: MANIFEST(3001), mf_sell: MANIFEST(3002), mf_account: MANIFEST(3003), mf_auth: MANIFEST(3004) },
  allowedOverrideOrigins: [],
  releases: { shell: { version: '1.0.0' }, 'mf-browse': { version: '0.1.0' }, 'mf-sell': { version: '0.5.0' } },
  canary: { mf_browse: { app: 'mf-browse', version: '0.2.0', remote: MANIFEST(3011), percent: 10 } },
};

/** The start of the minute `minutesAgo` minutes before now (inside the last hour). */
const minuteAgo = (minutesAgo: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 - minutesAgo * 60_000).toISOString();

function rollup(overrides: Partial<TelemetryRollup> & Pick<TelemetryRollup, 'release' | 'metric' | 'count'>): TelemetryRollup {
  return {
    minute: minuteAgo(5),
    environment: 'staging',
    app: 'mf-browse',
    route: '/buy-car',
    errorCount: 0,
    p50: null,
    p75: null,
    p95: null,
    ...overrides,
  };
}

/** Stable 0.1.0: 10 page views, 1 error, LCP p75 1,200 ms. Canary 0.2.0: 4 page views, 2 errors, 1 remote failure, LCP p75 2,500 ms. */
const CANARY_WORSE: TelemetryRollup[] = [
  rollup({ release: '0.1.0', metric: 'TTFB', count: 10, p75: 90 }),
  rollup({ release: '0.1.0', metric: 'error', count: 1, errorCount: 1 }),
  rollup({ release: '0.1.0', metric: 'LCP', count: 8, p75: 1200 }),
  rollup({ release: '0.2.0', metric: 'TTFB', count: 4, p75: 95 }),
  rollup({ release: '0.2.0', metric: 'error', count: 2, errorCount: 2 }),
  rollup({ release: '0.2.0', metric: 'remote-failure', count: 1, errorCount: 1 }),
  rollup({ release: '0.2.0', metric: 'LCP', count: 4, p75: 2500 }),
];

const DECISION: ReleaseDecision = {
  id: 'd1',
  environment: 'staging',
  app: 'mf-browse',
  canaryVersion: '0.0.9',
  stableVersion: '0.0.8',
  action: 'rollback',
  reason: 'Error rate per page view 30 % against 1 %, above the margin of +2 % and +50 %.',
  decidedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
  windowMinutes: 15,
  canary: { pageViews: 40, errorRate: 0.3, remoteFailureRate: 0, lcpP75: 1800, inpP75: null },
  stable: { pageViews: 400, errorRate: 0.01, remoteFailureRate: 0.005, lcpP75: 1500, inpP75: 120 },
};

interface FakeApi {
  rollups?: () => Promise<unknown>;
  decisions?: () => Promise<unknown>;
}

/** The API's answers; the paths each GET asked. */
function fakeApi({ rollups = async () => page(CANARY_WORSE), decisions = async () => ({ decisions: [] }) }: FakeApi = {}) {
  const asked: string[] = [];
  installFakeApiClient({
    get: async (path: string) => {
      asked.push(path);
      if (path.startsWith('api/v1/telemetry/rollups')) return rollups();
      if (path.startsWith('api/v1/telemetry/decisions')) return decisions();
      throw new ApiError('Not found', 404);
    },
    post: async () => undefined,
    put: async () => undefined,
    delete: async () => undefined,
  });
  return asked;
}

const page = (rollups: TelemetryRollup[]) => ({ rollups, rolledUpUntil: minuteAgo(1), truncated: false });

function renderPage(route = '/__platform/health', composition: Composition = COMPOSITION) {
  return renderWithProviders(
    <PlatformContext.Provider value={{ composition, overrides: {}, rejectedOverrides: [] }}>
      <ReleaseHealthPage />
    </PlatformContext.Provider>,
    { route },
  );
}

const appSection = (app: string) => screen.findByRole('region', { name: app });
const rowOf = (table: HTMLElement, header: string) => within(table).getByRole('rowheader', { name: header }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

beforeEach(() => {
  drawn.charts = [];
  drawn.fail = false;
});

describe('release health page', () => {
  it("shows each app's live releases with their share of traffic and their figures over the last hour", async () => {
    fakeApi();
    renderPage();
    const browse = await appSection('mf-browse');
    const releases = await within(browse).findByRole('table', { name: 'mf-browse releases, last hour' });
    // Release, share, page views, error rate, remote failure rate, p75 LCP, p75 INP.
    expect(cellsOf(rowOf(releases, 'stable 0.1.0'))).toEqual(['90 %', '10', '10 %', '0 %', '1,200 ms', 'no data']);
    expect(cellsOf(rowOf(releases, 'canary 0.2.0'))).toEqual(['10 %', '4', '50 %', '25 %', '2,500 ms', 'no data']);
    // An app with no canary and no telemetry: its one release, the whole traffic, nothing to chart.
    const sell = await appSection('mf-sell');
    expect(cellsOf(rowOf(within(sell).getByRole('table', { name: 'mf-sell releases, last hour' }), 'stable 0.5.0'))[0]).toBe('100 %');
    expect(within(sell).getByText('No telemetry for mf-sell in the last hour.')).toBeInTheDocument();
    expect(within(sell).queryByRole('figure')).not.toBeInTheDocument();
  });

  it("charts each figure with a line per release, and gives the chart's numbers as a table", async () => {
    fakeApi();
    renderPage();
    const browse = await appSection('mf-browse');
    const errorTable = await within(browse).findByRole('table', { name: 'mf-browse: Error rate per page view, last hour' });
    const time = formatBucketTime(Date.parse(minuteAgo(5)), HEALTH_PERIODS.hour);
    expect(
      within(errorTable)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'stable 0.1.0', 'canary 0.2.0']);
    expect(cellsOf(rowOf(errorTable, time))).toEqual(['10 %', '50 %']);
    const lcpTable = within(browse).getByRole('table', { name: 'mf-browse: p75 LCP, last hour' });
    expect(cellsOf(rowOf(lcpTable, time))).toEqual(['1,200 ms', '2,500 ms']);
    expect(cellsOf(rowOf(lcpTable, 'Last hour'))).toEqual(['1,200 ms', '2,500 ms']);
    expect(within(browse).getAllByRole('figure')).toHaveLength(5);
    // uPlot got the stable and the canary line, 60 one-minute points each.
    await waitFor(() => expect(drawn.charts).toHaveLength(5));
    const [x, stable, canary] = drawn.charts[1]!.data as number[][];
    expect(drawn.charts[1]!.series.slice(1).map((series) => series.label)).toEqual(['stable 0.1.0', 'canary 0.2.0']);
    expect([x!.length, stable!.filter((value) => value !== null), canary!.filter((value) => value !== null)]).toEqual([60, [0.1], [0.5]]);
  });

  it('reads the points of a chart with the arrow keys, and shows its table on request', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderPage();
    const browse = await appSection('mf-browse');
    const chart = await within(browse).findByRole('group', { name: 'mf-browse: Error rate per page view, chart of the last hour' });
    chart.focus();
    await user.keyboard('{ArrowRight}');
    const time = formatBucketTime(Date.parse(minuteAgo(5)), HEALTH_PERIODS.hour);
    expect(chart).toHaveAccessibleDescription(`${time}: stable 0.1.0: 10 %; canary 0.2.0: 50 %`);
    const figure = chart.closest('figure')!;
    const show = within(figure).getByRole('button', { name: 'Show the table' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
  });

  it("names the stable release from the stored composition for a visitor inside the canary (the shell's names the canary)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(COMPOSITION), { headers: { 'Content-Type': 'application/json' } })),
    );
    fakeApi();
    renderPage('/__platform/health', compositionForVisitor(COMPOSITION, 3));
    const browse = await appSection('mf-browse');
    const releases = await within(browse).findByRole('table', { name: 'mf-browse releases, last hour' });
    expect(
      within(releases)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['stable 0.1.0', 'canary 0.2.0']);
    vi.unstubAllGlobals();
  });

  it('says so when the environment has no telemetry yet', async () => {
    fakeApi({ rollups: async () => ({ rollups: [], rolledUpUntil: null, truncated: false }) });
    renderPage();
    expect(await screen.findByText(/No telemetry for this environment yet/)).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // The live releases are still listed.
    expect(await screen.findByRole('table', { name: 'mf-browse releases, last hour' })).toBeInTheDocument();
  });

  it('shows a failure with Retry, which loads the figures', async () => {
    const user = userEvent.setup();
    let calls = 0;
    fakeApi({ rollups: async () => (++calls === 1 ? Promise.reject(new ApiError('', 500)) : page(CANARY_WORSE)) });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The telemetry could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'mf-browse: Error rate per page view, last hour' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the automatic decisions with the figures that decided them', async () => {
    const asked = fakeApi({ decisions: async () => ({ decisions: [DECISION] }) });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Latest automatic decisions' });
    const decision = await within(section).findByRole('article', { name: 'Rolled back mf-browse canary 0.0.9' });
    expect(decision).toHaveTextContent(DECISION.reason);
    expect(decision).toHaveTextContent('10 minutes ago');
    const figures = within(decision).getByRole('table', { name: 'Figures that decided: mf-browse canary 0.0.9 against stable 0.0.8' });
    expect(cellsOf(rowOf(figures, 'Error rate per page view'))).toEqual(['30 %', '1 %']);
    expect(cellsOf(rowOf(figures, 'p75 INP'))).toEqual(['no data', '120 ms']);
    expect(asked).toContain('api/v1/telemetry/decisions?environment=staging&limit=20');
  });

  it('leaves the decisions out when the API has no such endpoint (404)', async () => {
    fakeApi({ decisions: async () => Promise.reject(new ApiError('Route not found', 404)) });
    renderPage();
    await screen.findByRole('table', { name: 'mf-browse releases, last hour' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Latest automatic decisions' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads another environment from ?environment=, whose shares of traffic it does not know', async () => {
    const asked = fakeApi({ rollups: async () => page(CANARY_WORSE.map((row) => ({ ...row, environment: 'production' }))) });
    renderPage('/__platform/health?environment=production');
    const browse = await appSection('mf-browse');
    const releases = await within(browse).findByRole('table', { name: 'mf-browse releases, last hour' });
    expect(cellsOf(rowOf(releases, '0.1.0'))[0]).toBe('unknown');
    expect(screen.getByText(/Shares of traffic come from this shell's composition \(staging\)/)).toBeInTheDocument();
    // Only the apps that reported.
    expect(screen.queryByRole('region', { name: 'mf-sell' })).not.toBeInTheDocument();
    expect(asked.some((path) => path.startsWith('api/v1/telemetry/rollups?environment=production&since='))).toBe(true);
  });

  it('switches to the last day', async () => {
    const user = userEvent.setup();
    const asked = fakeApi();
    renderPage();
    await screen.findByRole('table', { name: 'mf-browse releases, last hour' });
    await user.click(screen.getByRole('button', { name: 'Last day' }));
    expect(await screen.findByRole('table', { name: 'mf-browse releases, last day' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true');
    const since = new URLSearchParams(
      asked
        .filter((path) => path.includes('rollups'))
        .at(-1)!
        .split('?')[1],
    ).get('since')!;
    expect(Date.now() - Date.parse(since)).toBeGreaterThan(23 * 3_600_000);
  });

  it('keeps the figures readable when the chart library cannot draw', async () => {
    drawn.fail = true;
    fakeApi();
    renderPage();
    const browse = await appSection('mf-browse');
    expect(await within(browse).findAllByText('The chart could not be drawn: the table below has its figures.')).toHaveLength(5);
    expect(within(browse).getByRole('table', { name: 'mf-browse: p75 LCP, last hour' })).toBeVisible();
  });
});
