// A failing remote fails alone (ARCHITECTURE rule 3), on the production builds: each remote in
// turn unreachable, slow (beyond a 2 s time-out set through the composition file) and broken
// (its exposed module throws on render) shows the fallback with Retry in its own slot, the header,
// footer, home page and other routes keep working, and Retry recovers once the remote is back.
// Then version skew (older/newer build of a remote, a shared-singleton mismatch) and a stale
// deploy (a page opened before a redeploy navigates to the remote after it).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant } from '../support/build-variant';
import { RemoteServer } from '../support/remote-server';
import { useSession, waitForPage } from '../support/pages/quality-page';
import { appOrigin, OVERRIDE_PORTS } from '../support/servers';

interface Scenario {
  remote: string;
  /** Where the remote is served (scripts/apps.mjs). */
  origin: string;
  route: string;
  label: string;
  module: string;
  signedIn?: boolean;
  /** A header link to a route another app renders, and its heading. */
  other: { link: string; heading: RegExp };
}

const SCENARIOS: Scenario[] = [
  {
    remote: 'mf_browse',
    origin: appOrigin('mf-browse'),
    route: '/buy-car',
    label: 'Car listings',
    module: 'BuyCarPage',
    other: { link: 'Sell my car', heading: /sell/i },
  },
  {
    remote: 'mf_sell',
    origin: appOrigin('mf-sell'),
    route: '/sell',
    label: 'Sell my car',
    module: 'SellPage',
    other: { link: 'Browse Cars', heading: /Second Hand Cars/ },
  },
  {
    remote: 'mf_account',
    origin: appOrigin('mf-account'),
    route: '/settings/profile',
    label: 'Account settings',
    module: 'AccountRoutes',
    signedIn: true,
    other: { link: 'Browse Cars', heading: /Second Hand Cars/ },
  },
  {
    remote: 'mf_auth',
    origin: appOrigin('mf-auth'),
    route: '/about',
    label: 'Sign in',
    module: 'AuthModals',
    other: { link: 'Browse Cars', heading: /Second Hand Cars/ },
  },
];

const TEST_TIMEOUT_MS = 2000;
/** Beyond all three attempts (3 x 2 s plus 0.4 s and 0.8 s backoff): the runtime reuses an in-flight
 * manifest fetch, so a delay shorter than the whole retry budget ends in a (late) success. */
const SLOW_DELAY_MS = 10_000;

/** The composition as served, with a short remote time-out so "slow" does not take 8 s per attempt. */
async function shortenRemoteTimeout(page: Page) {
  await page.route('**/env/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...composition, remoteTimeoutMs: TEST_TIMEOUT_MS } });
  });
}

/** Opens the scenario's route; for mf-auth, asks for the sign-in modal, which mounts the remote. */
async function mount(page: Page, scenario: Scenario) {
  await page.goto(scenario.route);
  if (scenario.remote === 'mf_auth') {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Login / Register' }).click();
  }
}

async function expectMounted(page: Page, scenario: Scenario) {
  if (scenario.remote === 'mf_auth') await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible({ timeout: 30_000 });
  else await waitForPage(page);
  await expect(page.getByRole('alert').filter({ hasText: 'is unavailable right now' })).toHaveCount(0);
}

/** The fallback is in the slot, and nothing else broke: header, footer, and another app's route. */
async function expectFailsAlone(page: Page, scenario: Scenario) {
  const fallback = page.getByRole('alert').filter({ hasText: `${scenario.label} is unavailable right now` });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (scenario.remote === 'mf_auth') {
    // The page under the failed modal is intact.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  }
  await page.getByRole('banner').getByRole('link', { name: scenario.other.link }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: scenario.other.heading }).first()).toBeVisible({ timeout: 30_000 });
  await page.goBack();
  if (scenario.remote === 'mf_auth') await mount(page, scenario);
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  return fallback;
}

/**
 * The home page while the remote is still down: the shell's own page, header and footer render;
 * it embeds only mf-browse (the Featured and Recently Added carousels), whose slots then show the
 * compact fallback with Retry while the rest of the page stays.
 */
async function expectHomeWorks(page: Page, scenario: Scenario) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Turn your car into cash/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Explore by Body Type' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const carouselFallbacks = page.getByRole('alert').filter({ hasText: /^(Featured|Recently added) cars is unavailable right now/ });
  if (scenario.remote === 'mf_browse') {
    await expect(carouselFallbacks).toHaveCount(2, { timeout: 30_000 });
    for (const fallback of await carouselFallbacks.all()) await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  } else {
    await expect(page.getByRole('region', { name: 'Featured Cars' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'is unavailable right now' })).toHaveCount(0);
  }
}

function delayed(ms: number) {
  return async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  };
}

/**
 * The real exposed chunk with its default export swapped for a component that throws on render.
 * Served `no-store`: a hashed chunk is immutable, so in a real deploy the fix arrives under new
 * file names; here the same URL must not keep the broken body in the browser's cache.
 */
function throwingOnRender() {
  return async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /default:\(\)=>[A-Za-z_$][\w$]*/,
      'default:()=>(function BrokenRemote(){throw new Error("boom")})',
    );
    await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  };
}

for (const scenario of SCENARIOS) {
  test.describe(`${scenario.remote} fails alone`, () => {
    test.beforeEach(async ({ page, api }) => {
      await useSession(page, scenario.signedIn ? await api.signIn('9876543210') : null);
    });

    test(`unreachable: ${scenario.label} shows Retry, the rest works, Retry recovers`, async ({ page }) => {
      const remoteUrls = `${scenario.origin}/**`;
      await page.route(remoteUrls, (route) => route.abort('connectionrefused'));
      await mount(page, scenario);
      const fallback = await expectFailsAlone(page, scenario);
      await expectHomeWorks(page, scenario);
      await mount(page, scenario);
      await expect(fallback).toBeVisible({ timeout: 30_000 });
      await page.unroute(remoteUrls);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expectMounted(page, scenario);
    });

    test(`slow beyond the time-out: ${scenario.label} shows loading, then Retry; Retry recovers`, async ({ page }) => {
      await shortenRemoteTimeout(page);
      const manifest = `${scenario.origin}/mf-manifest.json`;
      await page.route(manifest, delayed(SLOW_DELAY_MS));
      await mount(page, scenario);
      if (scenario.remote !== 'mf_auth') {
        // Not a blank page while waiting: the slot says what it is loading or, rendered on the
        // server, shows the server's page until the browser has the remote's code.
        const loading = page.getByRole('status').filter({ hasText: `Loading ${scenario.label.toLowerCase()}` });
        await expect(loading.or(page.getByRole('main').getByRole('heading').first())).toBeVisible();
      }
      const fallback = await expectFailsAlone(page, scenario);
      await expect(fallback).toContainText(`did not load within ${TEST_TIMEOUT_MS / 1000} s`);
      await page.unroute(manifest);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expectMounted(page, scenario);
    });

    test(`broken (throws on render): ${scenario.label} shows Retry, the rest works, Retry recovers once fixed`, async ({ page }) => {
      const chunk = `${scenario.origin}/__federation_expose_${scenario.module}.*.js`;
      await page.route(chunk, throwingOnRender());
      await mount(page, scenario);
      const fallback = await expectFailsAlone(page, scenario);
      await expect(fallback).toContainText('boom');
      await page.unroute(chunk);
      // Code that threw stays cached by webpack, so Retry reloads the page to fetch it afresh;
      // for the sign-in modal the visitor then asks to sign in again.
      await fallback.getByRole('button', { name: 'Retry' }).click();
      if (scenario.remote === 'mf_auth') await mount(page, scenario);
      await expectMounted(page, scenario);
    });
  });
}

test('a remoteEntry that throws while loading fails alone', async ({ page }) => {
  await useSession(page, null);
  await page.route(`${appOrigin('mf-sell')}/remoteEntry.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('boom')" }),
  );
  await page.goto('/sell');
  const fallback = page.getByRole('alert').filter({ hasText: 'Sell my car is unavailable right now' });
  await expect(fallback).toBeVisible({ timeout: 30_000 });
  await page.getByRole('banner').getByRole('link', { name: 'Browse Cars' }).click();
  await waitForPage(page);
});

test('without its composition file the shell says it could not start, and Retry starts it once the file is back', async ({ page }) => {
  await useSession(page, null);
  await page.route('**/env/composition.json', (route) => route.fulfill({ status: 503, body: 'down for maintenance' }));
  await page.goto('/');
  const failure = page.getByRole('alert').filter({ hasText: 'CarMarket could not start' });
  await expect(failure).toBeVisible();
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeFocused();

  await page.unroute('**/env/composition.json');
  // The served CSP allows no inline script: Retry works because it is a listener, not onclick="".
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Browse Cars' })).toBeVisible();
  await expect(failure).toBeHidden();
});

test.describe('version skew', () => {
  const older = new RemoteServer(
    path.join(path.dirname(new URL(import.meta.url).pathname), '../../mf-browse/dist-old'),
    OVERRIDE_PORTS[0]!,
  );
  const newer = new RemoteServer(
    path.join(path.dirname(new URL(import.meta.url).pathname), '../../mf-browse/dist-new'),
    OVERRIDE_PORTS[1]!,
  );

  test.afterEach(async () => {
    await older.stop();
    await newer.stop();
  });

  test('the shell keeps working with an older and with a newer build of mf-browse; a shared mismatch is reported on /__platform', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    buildRemoteVariant('mf-browse', '0.0.9-old', 'dist-old');
    buildRemoteVariant('mf-browse', '0.3.0-new', 'dist-new');
    await older.start();
    await newer.start();
    await useSession(page, null);
    const browseRow = page.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ hasText: 'mf_browse' });

    for (const [server, version] of [
      [older, '0.0.9-old'],
      [newer, '0.3.0-new'],
    ] as const) {
      await page.goto(`/buy-car?mf.override.browse=${encodeURIComponent(server.manifestUrl)}`);
      await waitForPage(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Second Hand Cars');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.goto('/__platform');
      await expect(browseRow).toContainText(version);
      await expect(page.getByRole('alert').filter({ hasText: 'Version mismatch' })).toHaveCount(0);
    }

    // The newer build claims a newer @carmarket/shared than the shell provides.
    const claimNewerShared = async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll('"^0.1.0"', '"^0.2.0"')
        .replaceAll('"@carmarket/shared","0.1.0"', '"@carmarket/shared","0.2.0"')
        .replaceAll('"@carmarket/shared":[{version:"0.1.0"', '"@carmarket/shared":[{version:"0.2.0"');
      await route.fulfill({ response, body });
    };
    await page.route(`http://localhost:${newer.port}/remoteEntry.js`, claimNewerShared);
    await page.route(newer.manifestUrl, async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { shared: Array<{ name: string; version: string; requiredVersion: string }> };
      for (const shared of manifest.shared) {
        if (shared.name === '@carmarket/shared') Object.assign(shared, { version: '0.2.0', requiredVersion: '^0.2.0' });
      }
      await route.fulfill({ response, json: manifest });
    });
    await page.goto('/buy-car');
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Second Hand Cars');
    // /__platform in the same page (an in-app navigation), where the remote is loaded.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/__platform');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(browseRow).toContainText('loaded', { timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'Version mismatch' })).toContainText('@carmarket/shared', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Reset overrides' }).click();
  });
});

test.describe('stale deploy', () => {
  const deployDir = path.join(os.tmpdir(), `carmarket-stale-deploy-${process.pid}`);
  const host = new RemoteServer(deployDir, OVERRIDE_PORTS[3]!);

  test.afterEach(async () => {
    await host.stop();
    rmSync(deployDir, { recursive: true, force: true });
  });

  test('a page opened before mf-browse is redeployed still navigates to it after (old chunks kept, manifest not cached)', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const oldBuild = buildRemoteVariant('mf-browse', '0.0.9-old', 'dist-old');
    const newBuild = buildRemoteVariant('mf-browse', '0.3.0-new', 'dist-new');
    rmSync(deployDir, { recursive: true, force: true });
    mkdirSync(deployDir, { recursive: true });
    cpSync(oldBuild, deployDir, { recursive: true });
    await host.start();
    const manifestHeaders = (await request.get(host.manifestUrl)).headers();
    expect(manifestHeaders['cache-control']).toBe('no-cache');
    await useSession(page, null);

    // Page A has already loaded the old remote (home carousel); page B has not touched it yet.
    await page.goto(`/?mf.override.browse=${encodeURIComponent(host.manifestUrl)}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const pageB = await page.context().newPage();
    await pageB.goto('/about');
    await waitForPage(pageB);

    // Redeploy: the new build copied over the old one; hashed old chunks stay.
    const oldFiles = readdirSync(oldBuild);
    cpSync(newBuild, deployDir, { recursive: true });
    expect(readdirSync(deployDir)).toEqual(expect.arrayContaining(oldFiles));
    expect(JSON.parse(readFileSync(path.join(deployDir, 'build-info.json'), 'utf8')).version).toBe('0.3.0-new');

    for (const tab of [page, pageB]) {
      await tab.getByRole('banner').getByRole('link', { name: 'Browse Cars' }).click();
      await waitForPage(tab);
      await expect(tab.getByRole('heading', { level: 1 })).toContainText('Second Hand Cars');
      await expect(tab.getByRole('alert').filter({ hasText: 'is unavailable right now' })).toHaveCount(0);
    }
    // The tab that had not loaded mf-browse yet got the new manifest, not a cached one.
    await pageB.goto('/__platform');
    await expect(pageB.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ hasText: 'mf_browse' })).toContainText(
      '0.3.0-new',
    );
    await pageB.getByRole('button', { name: 'Reset overrides' }).click();
  });
});
