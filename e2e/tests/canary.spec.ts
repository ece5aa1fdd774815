// Canary releases end to end (docs/releasing.md, "Canary releases"): this checkout's builds published
// to a release store, staging given mf-browse's second release as a canary for 50 % of visitors with
// `pnpm env:canary`, and staging's shell rendered by the shell's server from the store. A visitor
// whose bucket cookie is inside the percent gets the canary in the server's HTML and after
// hydration; one outside gets the stable release in both; a new visitor is given a bucket with the
// first page and hydrates the release it was rendered with.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { createReleaseStore, type ReleaseStore } from '../support/release-store';

/** Staging's shell, rendered on the server (a port of its own beside pnpm start's). */
const STAGING = 'http://localhost:3300';
const stamp = Date.now().toString(36);
const SHELL = `0.1.0+e2e.${stamp}.shell`;
const STABLE = `0.1.0+e2e.${stamp}.stable`;
const CANARY = `0.1.0+e2e.${stamp}.canary`;
// The canary's visible change: the listing heading (mf-browse).
const HEADING = { stable: 'Second Hand Cars in', canary: 'Pre-owned Cars in' };

let store: ReleaseStore;
const ok = (...args: string[]) => store.ok(...args);

async function withBucket(context: BrowserContext, bucket: number) {
  await context.addCookies([{ name: 'carmarket_canary', value: String(bucket), url: STAGING }]);
}

/**
 * The listing page as the server sent it and as the browser hydrated it, and which releases of
 * mf-browse the browser loaded. Fails on a hydration mismatch.
 */
async function listingPage(page: Page) {
  const loaded = new Set<string>();
  page.on('request', (request) => {
    const version = /\/mf-browse\/([^/]+)\//.exec(request.url())?.[1];
    if (version) loaded.add(decodeURIComponent(version));
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  const response = await page.goto(`${STAGING}/buy-car`);
  // The listing's heading as the server rendered it (the page title is the shell's, not the remote's).
  const serverHeading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response!.text())?.[1] ?? '';
  const heading = page.getByRole('heading', { level: 1 });
  await waitForHydration(heading);
  return { response: response!, serverHeading, heading, loaded, errors };
}

async function assignment(page: Page) {
  await page.goto(`${STAGING}/__platform`);
  return page.locator('tr[data-canary-remote="mf_browse"] td[data-assignment]');
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  store = await createReleaseStore();
  await store.publish('shell', SHELL);
  await store.publish('mf-browse', STABLE);
  await store.publish('mf-browse', CANARY, { [HEADING.stable]: HEADING.canary });
  await ok('env:create', 'staging');
  await ok('env:promote', 'staging', `shell@${SHELL}`);
  await ok('env:promote', 'staging', `mf-browse@${STABLE}`);
  expect(await ok('env:canary', 'staging', `mf-browse@${CANARY}`, '--percent', '50')).toContain(
    `mf-browse ${CANARY} as a canary for 50 % of visitors`,
  );
  // Staging's shell release, rendered on the server from staging's composition in the store.
  await store.serveEnvironment('staging', SHELL, 3300);
});

test.afterAll(async () => {
  await store?.close();
});

test('a visitor inside the percent gets the canary in the server’s HTML and after hydration', async ({ page, context }) => {
  await withBucket(context, 10);
  for (let visit = 0; visit < 2; visit += 1) {
    // The second visit may come from the HTML cache: still the canary's page.
    const listing = await listingPage(page);
    expect(listing.serverHeading).toContain(HEADING.canary);
    expect(listing.serverHeading).not.toContain(HEADING.stable);
    await expect(listing.heading).toContainText(HEADING.canary);
    expect([...listing.loaded]).toEqual([CANARY]);
    expect(listing.errors).toEqual([]);
  }
  await expect(await assignment(page)).toHaveText(`canary ${CANARY}`);
  await expect(page.getByText("This visitor's bucket is 10")).toBeVisible();
});

test('a visitor outside the percent gets the stable release in both, never the canary’s cached page', async ({ page, context }) => {
  await withBucket(context, 50);
  for (let visit = 0; visit < 2; visit += 1) {
    const listing = await listingPage(page);
    expect(listing.serverHeading).toContain(HEADING.stable);
    expect(listing.serverHeading).not.toContain(HEADING.canary);
    await expect(listing.heading).toContainText(HEADING.stable);
    expect([...listing.loaded]).toEqual([STABLE]);
    expect(listing.errors).toEqual([]);
  }
  await expect(await assignment(page)).toHaveText(`stable ${STABLE}`);
});

test('a new visitor is given a bucket with the first page and hydrates the release it was rendered with', async ({ page, context }) => {
  const listing = await listingPage(page);
  expect(await listing.response.headerValue('set-cookie')).toMatch(/^carmarket_canary=\d{1,2}; Path=\/;/);
  const bucket = Number((await context.cookies(STAGING)).find((cookie) => cookie.name === 'carmarket_canary')!.value);
  const expected = bucket < 50 ? { heading: HEADING.canary, version: CANARY } : { heading: HEADING.stable, version: STABLE };
  expect(listing.serverHeading).toContain(expected.heading);
  await expect(listing.heading).toContainText(expected.heading);
  expect([...listing.loaded]).toEqual([expected.version]);
  expect(listing.errors).toEqual([]);
});

test('promoting the canary makes it the whole; env:status and the history say so', async ({ page, context }) => {
  expect(await ok('env:status', 'staging')).toMatch(new RegExp(`canary +${CANARY.replace(/[.+]/g, '\\$&')} +for 50 % of visitors`));
  await ok('env:promote', 'staging', `mf-browse@${CANARY}`);
  await withBucket(context, 90);
  const listing = await listingPage(page);
  expect(listing.serverHeading).toContain(HEADING.canary);
  expect([...listing.loaded]).toEqual([CANARY]);
  expect(await ok('env:history', 'staging')).toContain(`canary mf-browse ${CANARY} for 50 % (stable ${STABLE})`);
});
