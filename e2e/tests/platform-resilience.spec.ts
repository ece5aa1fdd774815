// Failure isolation and runtime composition, against the production builds.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { RemoteServer } from '../support/remote-server';
import { buildRemoteVariant } from '../support/build-variant';
import { useSession } from '../support/pages/quality-page';
import { appOrigin, OVERRIDE_PORTS, repoRoot } from '../support/servers';

/** The home page is the shell's own: its hero, the shell's sections, header and footer. */
async function expectHomeRenders(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /Turn your car into cash/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Explore by Body Type' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

test.describe('a remote that is down fails alone', () => {
  // One allowed override origin (environments/local.json), used by one test at a time.
  const accountServer = new RemoteServer(path.join(repoRoot, 'mf-account/dist'), OVERRIDE_PORTS[2]!);
  const browseServer = new RemoteServer(path.join(repoRoot, 'mf-browse/dist'), OVERRIDE_PORTS[2]!);

  test.beforeEach(async ({ page }) => {
    // Keeps the home page's 5 s city modal out of the way.
    await useSession(page, null);
  });

  test.afterEach(async () => {
    await accountServer.stop();
    await browseServer.stop();
  });

  test('its route shows Retry, the rest works, and Retry recovers once it is back', async ({ page }) => {
    await accountServer.start();
    // Staging override: this browser loads mf-account from the extra server.
    await page.goto(`/saved?mf.override.account=${encodeURIComponent(accountServer.manifestUrl)}`);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText('mf_account');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await accountServer.stop();
    await page.goto('/saved');
    const fallback = page.getByRole('alert').filter({ hasText: 'is unavailable right now' });
    await expect(fallback).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // Other remotes and the home page still work in the same page.
    await page.getByRole('banner').getByRole('link', { name: 'Browse Cars' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Second Hand Cars in/ })).toBeVisible();
    await page.goBack();
    await expect(fallback).toBeVisible({ timeout: 30_000 });

    // The home page needs no mf-account: it renders whole, mf-browse's carousels included.
    await page.goto('/');
    await expectHomeRenders(page);
    await expect(page.getByRole('region', { name: 'Featured Cars' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'is unavailable right now' })).toHaveCount(0);
    await page.goto('/saved');
    await expect(fallback).toBeVisible({ timeout: 30_000 });

    await accountServer.start();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

    // Reset clears the override for this browser.
    await page.getByRole('button', { name: 'Reset overrides' }).click();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });

  test('with mf-browse down the home page renders, its carousel slots show Retry, and Retry loads them once it is back', async ({
    page,
  }) => {
    await browseServer.start();
    const defaultManifestRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url() === `${appOrigin('mf-browse')}/mf-manifest.json`) defaultManifestRequests.push(request.url());
    });
    await page.goto(`/?mf.override.browse=${encodeURIComponent(browseServer.manifestUrl)}`);
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText('mf_browse');
    await expect(page.getByRole('region', { name: 'Featured Cars' })).toBeVisible({ timeout: 30_000 });

    await browseServer.stop();
    await page.goto('/');
    await expectHomeRenders(page);
    const featured = page.getByRole('alert').filter({ hasText: 'Featured cars is unavailable right now' });
    const recent = page.getByRole('alert').filter({ hasText: 'Recently added cars is unavailable right now' });
    await expect(featured).toBeVisible({ timeout: 30_000 });
    await expect(recent).toBeVisible({ timeout: 30_000 });
    await expect(featured.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(recent.getByRole('button', { name: 'Retry' })).toBeVisible();
    // Each carousel fails in its own slot: the shell's sections between them are there.
    await expect(page.getByRole('heading', { level: 2, name: 'Popular Brands' })).toBeVisible();

    // Header navigation still works, to a route of another remote and back.
    await page.getByRole('banner').getByRole('link', { name: 'Sell my car' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /sell/i }).first()).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expectHomeRenders(page);
    await expect(featured).toBeVisible({ timeout: 30_000 });

    await browseServer.start();
    await featured.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Featured Cars' })).toBeVisible({ timeout: 30_000 });
    await expect(featured).toBeHidden();
    await recent.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Recently Added Cars' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'is unavailable right now' })).toHaveCount(0);
    // Under the stored override main.js does not start the default mf-browse early (early-remote.ts).
    expect(defaultManifestRequests).toEqual([]);

    await page.getByRole('button', { name: 'Reset overrides' }).click();
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toHaveCount(0);
  });

  test('a remote whose entry is unreachable shows the fallback without blanking the page', async ({ page }) => {
    await page.route(`${appOrigin('mf-sell')}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/sell');
    await expect(page.getByRole('alert').filter({ hasText: 'Sell my car is unavailable right now' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await page.unroute(`${appOrigin('mf-sell')}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable right now' })).toHaveCount(0, { timeout: 30_000 });
  });
});

test.describe('staging composition', () => {
  const canary = new RemoteServer(path.join(repoRoot, 'mf-browse/dist-canary'), OVERRIDE_PORTS[0]!);

  test.afterEach(async () => {
    await canary.stop();
  });

  test('a second build of mf-browse on another port is used without rebuilding the shell', async ({ page }) => {
    test.setTimeout(240_000);
    buildRemoteVariant('mf-browse', '0.2.0-canary', 'dist-canary');
    await canary.start();

    await page.goto(`/__platform?mf.override.browse=${encodeURIComponent(canary.manifestUrl)}`);
    const row = page.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ hasText: 'mf_browse' });
    await expect(row).toContainText(canary.manifestUrl);
    await expect(row).toContainText('0.2.0-canary');

    await page.goto('/buy-car');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const browseRequests: string[] = [];
    page.on('request', (request) => request.url().startsWith(`http://localhost:${canary.port}/`) && browseRequests.push(request.url()));
    await page.goto('/top-dealer');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(browseRequests.some((url) => url.endsWith('mf-manifest.json'))).toBe(true);

    // Client-side navigation keeps the runtime, so /__platform reports what this page loaded.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/__platform');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ hasText: 'mf_browse' })).toContainText('loaded');
    await page.getByRole('button', { name: 'Reset overrides' }).click();
  });

  test('an override to an origin outside the allowlist is refused and reported', async ({ page }) => {
    await page.goto('/__platform?mf.override.browse=https%3A%2F%2Fevil.example%2Fmf-manifest.json');
    await expect(page.getByRole('region', { name: 'Remote overrides' })).toContainText('Ignored override to a disallowed origin');
    const row = page.getByRole('table', { name: 'Remotes' }).getByRole('row').filter({ hasText: 'mf_browse' });
    await expect(row).toContainText(`${appOrigin('mf-browse')}/mf-manifest.json`);
  });
});
