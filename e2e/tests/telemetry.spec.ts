// Release health from real browsers (issue 27 deliverable 1): a page of an environment whose
// composition samples it reports, by sendBeacon to POST /api/v1/telemetry, its Core Web Vitals with
// the route pattern and the release of every app on it, and a remote that failed to load (which one,
// which release, network or code). The composition served to the browser is changed here to sample
// every page: environments/local.json samples none, so the other specs see no beacon.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { API_URL, appOrigin } from '../support/servers';

const TELEMETRY_URL = `${API_URL}/api/v1/telemetry`;

interface Batch {
  environment: string;
  route: string;
  releases: Record<string, string>;
  events: Array<{ kind: string; name?: string; value?: number; remote?: string; release?: string; cause?: string; at: number }>;
}

async function sampleEveryPage(page: Page) {
  await page.route('**/env/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...composition, telemetry: { sampleRate: 1 } } });
  });
}

/** The beacons the page sends from now on (a beacon sent as the page goes has no answer to watch). */
function collectBeacons(page: Page) {
  const batches: Batch[] = [];
  page.context().on('request', (request: Request) => {
    if (request.url() === TELEMETRY_URL && request.method() === 'POST') batches.push(JSON.parse(request.postData() ?? '{}') as Batch);
  });
  return { batches };
}

/** The reporter loads when the browser is idle after hydration: its chunk has arrived and run. */
async function untilReporting(page: Page) {
  await page.waitForResponse((response) => /\/telemetry\.[0-9a-f]+\.js$/.test(response.url()), { timeout: 15_000 });
  await page.waitForTimeout(300);
}

test('a sampled page reports its Web Vitals, route pattern and releases by beacon when the visitor leaves', async ({
  page,
  api,
  request,
}) => {
  await sampleEveryPage(page);
  const { batches } = collectBeacons(page);
  const car = (await api.get<{ cars: Array<{ id: string }> }>('/api/v1/cars')).cars[0]!;
  const reporterLoaded = untilReporting(page);
  await page.goto(`/buy-car/${car.id}`);
  await reporterLoaded;
  // An interaction, for INP.
  await page.getByRole('button', { name: 'Contact Seller' }).click();
  await page.keyboard.press('Escape');
  // Leaving the page (a new document): pagehide sends what the page collected.
  await page.goto('/about', { waitUntil: 'load' });
  // What the car page sent, in however many beacons (one every 10 s, one on pagehide): the vitals
  // can be split across them, e.g. TTFB and FCP in a timed one and LCP, INP and CLS as it goes.
  const carPageBatches = () => batches.filter((batch) => batch.route === '/buy-car/:id');
  const vitalsSent = () =>
    carPageBatches().flatMap((batch) => batch.events.filter((event) => event.kind === 'vital').map((event) => event.name));
  await expect
    .poll(vitalsSent, { message: 'TTFB, FCP and LCP reported by beacon' })
    .toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP']));
  for (const batch of carPageBatches()) {
    expect(batch.environment).toBe('local');
    // The pattern, never the car's id.
    expect(JSON.stringify(batch)).not.toContain(car.id);
    // The shell and mf-browse (the car page) are on it; mf-auth joins once the sign-in dialog opened.
    expect(batch.releases).toMatchObject({ shell: 'local', 'mf-browse': 'local' });
    for (const release of Object.values(batch.releases)) expect(release).toBe('local');
    for (const event of batch.events) expect(event.value ?? 0).toBeGreaterThanOrEqual(0);
  }
  expect(batches.every((batch) => batch.route === '/buy-car/:id' || batch.route === '/about')).toBe(true);
  const batch = carPageBatches()[0]!;
  // The API takes exactly what the browser sent, as sendBeacon sends it (text/plain).
  const stored = await request.post(TELEMETRY_URL, {
    data: JSON.stringify(batch),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });
  expect(stored.status()).toBe(204);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test("a remote that does not load is reported with its release and 'network'", async ({ page }) => {
  await sampleEveryPage(page);
  const { batches } = collectBeacons(page);
  await page.route(`${appOrigin('mf-browse')}/**`, (route) => route.abort());
  const reporterLoaded = untilReporting(page);
  await page.goto('/top-dealer');
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await reporterLoaded;
  await page.goto('/about', { waitUntil: 'load' });
  await expect
    .poll(() => batches.flatMap((batch) => batch.events).filter((event) => event.kind === 'remote-failure').length)
    .toBeGreaterThan(0);
  const failure = batches.flatMap((batch) => batch.events).find((event) => event.kind === 'remote-failure')!;
  expect(failure).toMatchObject({ remote: 'mf_browse', release: 'local', cause: 'network' });
  expect(batches[0]!.route).toBe('/top-dealer');
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a page of an environment without telemetry sends nothing and loads no reporter', async ({ page }) => {
  const { batches } = collectBeacons(page);
  const reporterChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/telemetry\.[0-9a-f]+\.js$/.test(request.url())) reporterChunks.push(request.url());
  });
  await page.goto('/buy-car');
  await page.waitForTimeout(1500);
  await page.goto('/about', { waitUntil: 'load' });
  await page.waitForTimeout(500);
  expect(batches).toEqual([]);
  expect(reporterChunks).toEqual([]);
});
