// Release health (issue 27 deliverable 5): telemetry beacons of a stable release and of a canary go
// to an API, its housekeeping rolls them up, and /__platform/health shows each release's figures
// side by side, with the traffic share the composition gives the canary. The roll-up of a minute
// runs once the minute has ended (30 s later) at the next housekeeping round, every 15 minutes on the
// e2e API: this test starts an API of its own that runs it every minute, and the page's telemetry
// reads (and only those) are answered by it. Plus axe, the keyboard, and uPlot fetched by this page only.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ApiProcess } from '../support/pages/quality-api-process';
import { expectNoSeriousViolations, waitForPage } from '../support/pages/quality-page';
import { API_URL, SHELL_URL, TEST_API_PORTS } from '../support/servers';

const CANARY = 'e2e-canary';
const CANARY_PERCENT = 20;
/** What each page view of a release reports: stable is healthy, the canary slow and failing. */
const PAGE_VIEWS = {
  local: { count: 3, lcp: 1200, inp: 80, errors: 1 },
  [CANARY]: { count: 2, lcp: 3000, inp: 250, errors: 2 },
} as const;

interface Rollup {
  app: string;
  release: string;
  metric: string;
  count: number;
}

/** The e2e composition with a canary of mf-browse for CANARY_PERCENT % (its manifest is the stable one's). */
async function withCanary(page: Page) {
  await page.route('**/env/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = (await response.json()) as { remotes: Record<string, string> };
    const canary = { mf_browse: { app: 'mf-browse', version: CANARY, remote: composition.remotes.mf_browse, percent: CANARY_PERCENT } };
    await route.fulfill({ response, json: { ...composition, canary } });
  });
  // A bucket outside the canary: the page is the same, the assignment deterministic.
  await page.context().addCookies([{ name: 'carmarket_canary', value: '50', url: SHELL_URL }]);
}

/** The page's reads of /api/v1/telemetry/* answered by `api` (the page still asks its own API's origin: the CSP allows that one). */
async function telemetryReadsFrom(page: Page, api: ApiProcess) {
  await page.route(`${API_URL}/api/v1/telemetry/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(API_URL, api.url) });
    await route.fulfill({ response });
  });
}

/** One beacon per page view, as a browser on /buy-car sends it for the release it ran. */
async function sendPageViews(api: ApiProcess) {
  for (const [release, figures] of Object.entries(PAGE_VIEWS)) {
    for (let view = 0; view < figures.count; view += 1) {
      const at = Date.now();
      const events = [
        { kind: 'vital', name: 'TTFB', value: 90, at },
        { kind: 'vital', name: 'LCP', value: figures.lcp, at },
        { kind: 'vital', name: 'INP', value: figures.inp, at },
        ...(view < figures.errors ? [{ kind: 'error', source: 'uncaught', message: 'carousel threw', at }] : []),
      ];
      const response = await fetch(`${api.url}/api/v1/telemetry`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({ environment: 'local', route: '/buy-car', releases: { shell: 'local', 'mf-browse': release }, events }),
      });
      expect(response.status).toBe(204);
    }
  }
}

/** Page views (TTFB) of each mf-browse release rolled up so far. */
async function rolledUpPageViews(api: ApiProcess): Promise<Record<string, number>> {
  const response = await fetch(`${api.url}/api/v1/telemetry/rollups?environment=local&app=mf-browse`);
  const { rollups } = (await response.json()) as { rollups: Rollup[] };
  const views: Record<string, number> = {};
  for (const row of rollups) if (row.metric === 'TTFB') views[row.release] = (views[row.release] ?? 0) + row.count;
  return views;
}

const cellsOf = (page: Page, table: string, rowHeader: string) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: true }) })
    .getByRole('cell');

test.describe('release health page', () => {
  const api = new ApiProcess(TEST_API_PORTS[0]!, { HOUSEKEEPING_INTERVAL_MINUTES: '1' });

  test.afterAll(async () => {
    await api.stop();
    api.removeData();
  });

  test('shows the stable release and the canary side by side, from beacons rolled up by the API', async ({ page }) => {
    // Start-up, then up to a minute for the beacons' minute to end, 30 s to settle and a minute to the next round.
    test.setTimeout(360_000);
    await api.start();
    await sendPageViews(api);
    await expect
      .poll(() => rolledUpPageViews(api), { timeout: 200_000, intervals: [5_000], message: 'the housekeeping rolled the beacons up' })
      .toEqual({ local: PAGE_VIEWS.local.count, [CANARY]: PAGE_VIEWS[CANARY].count });

    await withCanary(page);
    await telemetryReadsFrom(page, api);
    const uplotChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/uplot\.[0-9a-f]+\.js$/.test(request.url())) uplotChunks.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForPage(page);
    expect(uplotChunks, 'the chart library is not fetched by other pages').toEqual([]);

    await page.goto('/__platform/health');
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Release health' })).toBeVisible();
    const browse = page.getByRole('region', { name: 'mf-browse', exact: true });
    // Release, share of traffic, page views, error rate, remote failure rate, p75 LCP, p75 INP.
    await expect(cellsOf(page, 'mf-browse releases, last hour', 'stable local')).toHaveText([
      '80 %',
      '3',
      '33.3 %',
      '0 %',
      '1,200 ms',
      '80 ms',
    ]);
    await expect(cellsOf(page, 'mf-browse releases, last hour', `canary ${CANARY}`)).toHaveText([
      '20 %',
      '2',
      '100 %',
      '0 %',
      '3,000 ms',
      '250 ms',
    ]);
    // The charts: a line per release, and the same figures in each chart's table.
    await expect(browse.getByRole('figure')).toHaveCount(5);
    await expect(browse.locator('canvas').first()).toBeVisible();
    await expect(cellsOf(page, 'mf-browse: p75 LCP, last hour', 'Last hour')).toHaveText(['1,200 ms', '3,000 ms']);
    expect(uplotChunks).toHaveLength(1);
    // No decision on this API: the section says so.
    await expect(page.getByRole('region', { name: 'Latest automatic decisions' })).toContainText('No canary of local has been rolled back');

    // The keyboard reads a chart's points.
    const lcpChart = browse.getByRole('group', { name: 'mf-browse: p75 LCP, chart of the last hour' });
    await lcpChart.focus();
    await page.keyboard.press('End');
    await expect(lcpChart).toHaveAccessibleDescription(/canary e2e-canary: 3,000 ms$/);
    await browse.getByRole('button', { name: 'Show the table' }).first().click();
    await expect(page.getByRole('table', { name: 'mf-browse: Page views, last hour' })).toBeVisible();

    await expectNoSeriousViolations(page, '/__platform/health');
    await page.screenshot({ path: test.info().outputPath('desktop.png'), fullPage: true });

    // Readable on a phone: the charts take the screen's width, nothing is wider than it, axe again.
    await page.setViewportSize({ width: 412, height: 915 });
    await expect
      .poll(() =>
        browse
          .locator('canvas')
          .first()
          .evaluate((canvas) => canvas.getBoundingClientRect().width),
      )
      .toBeLessThan(412);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    await expectNoSeriousViolations(page, '/__platform/health on a phone');
    await page.screenshot({ path: test.info().outputPath('phone.png'), fullPage: true });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('says so when an environment has no telemetry yet @mobile', async ({ page }) => {
    await page.goto('/__platform/health?environment=e2e-nothing-here');
    await waitForPage(page);
    await expect(page.getByText('No telemetry for this environment yet', { exact: false })).toBeVisible();
    await expectNoSeriousViolations(page, '/__platform/health (empty)');
  });
});
