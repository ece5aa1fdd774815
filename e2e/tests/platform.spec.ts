import { expect, test } from '../support/fixtures';
import { newSignedInUser, someCar, useSession } from '../support/pages/quality-page';
import { API_URL, appOrigin, SHELL_URL } from '../support/servers';

test.describe('platform composition', () => {
  test('every route of the spec renders through the shell', async ({ page, api }) => {
    test.setTimeout(120_000);
    const car = await someCar(api);
    const seller = await api.get<{ ownerDetails: { name: string } }>(`/api/v1/sellers/${car.user.id}`);
    // Signed in, so the account routes show their screens rather than the sign-in gate.
    await useSession(page, await newSignedInUser(api, 'Route Walker'));
    const routes: Array<[string, RegExp | string]> = [
      ['/', /Turn your car into cash/],
      ['/buy-car', /Second Hand Cars in/],
      [`/buy-car/${car.id}`, car.carName],
      ['/top-dealer', 'Top Dealers Based on City'],
      [`/seller-details/${car.user.id}`, seller.ownerDetails.name],
      ['/sell', /sell/i],
      ['/saved', 'Saved Cars'],
      ['/settings/profile', 'Profile Settings'],
      ['/settings/listings', 'My Listing'],
      ['/settings/interested-buyers', 'Interested Buyers'],
      ['/settings/enquiries', 'My Enquiries'],
      ['/settings/saved', 'Saved Cars'],
      ['/settings/buy-packages', 'Buy Packages'],
      ['/settings/bought-packages', 'Bought Packages'],
      ['/contact-us', 'Contact Us'],
      ['/about', /about/i],
      ['/career', /career/i],
      ['/terms-and-conditions', /terms/i],
      ['/privacy-policy', /privacy/i],
    ];
    for (const [route, heading] of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first(), route).toBeVisible();
      await expect(page.getByRole('banner'), route).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'is unavailable right now' }), route).toHaveCount(0);
    }
  });

  test('/settings redirects to /settings/profile', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test('the page scrolls to top on every route change', async ({ page }) => {
    await page.goto('/about');
    // Wait for the first render: the shell mounts in a transition and scrolls to top when it does,
    // which would undo a scroll made before it.
    await expect(page.getByRole('heading', { level: 1, name: /about/i })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          document.body.style.minHeight = '5000px';
          window.scrollTo(0, 3000);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('only one copy of React and of every shared singleton is loaded across shell and remotes', async ({ page }) => {
    // Visit routes of every remote in one page so each has registered and consumed its shared modules.
    await page.goto('/buy-car');
    await expect(page.getByRole('heading', { level: 1, name: /Second Hand Cars in/ })).toBeVisible();
    for (const link of ['Sell my car', 'Saved Cars']) {
      await page.getByRole('banner').getByRole('link', { name: link }).first().click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    const loaded = await page.evaluate(() => {
      type Share = Record<string, Record<string, { loaded?: boolean; from: string }>>;
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, { default?: Share }> } }).__FEDERATION__;
      const copies: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, shared] of Object.entries(versions)) {
            if (shared.loaded) copies[pkg] = [...new Set([...(copies[pkg] ?? []), `${version} from ${shared.from}`])];
          }
        }
      }
      return copies;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components', '@carmarket/shared']) {
      expect(loaded[pkg], `${pkg} loaded copies`).toHaveLength(1);
    }
    // 'react-router' is provided by the same router module as 'react-router-dom'
    // (tooling/webpack-config/shared-modules/router.mjs); the apps import react-router-dom, so
    // it is loaded only if one of them imports react-router directly, and then once.
    expect((loaded['react-router'] ?? []).length, 'react-router loaded copies').toBeLessThanOrEqual(1);
  });

  test('start-up hints: the composition is preloaded, the API and the first route’s remote preconnected', async ({ page, request }) => {
    const response = await request.get(`${SHELL_URL}/buy-car`);
    const hints = (response.headers()['link'] ?? '').split(/,\s*/);
    expect(hints).toEqual([
      '</env/composition.json>; rel=preload; as=fetch; crossorigin',
      `<${API_URL}>; rel=preconnect; crossorigin`,
      `<${API_URL}>; rel=preconnect`,
    ]);
    // main.js adds the remote's hints once the composition says where the route's remote lives.
    await page.goto('/buy-car');
    const preconnects = page.locator(`head link[rel="preconnect"][href^="${appOrigin('mf-browse')}"]`);
    await expect(preconnects).toHaveCount(2);
    expect(await preconnects.evaluateAll((links) => links.map((link) => link.getAttribute('crossorigin')))).toEqual(['anonymous', null]);
    await page.goto('/contact-us');
    await expect(page.locator('head link[rel="preconnect"]')).toHaveCount(0);
  });

  test('the first route’s remote starts from main.js: its manifest is fetched once, and the HTML preloads the start-up chunks', async ({
    page,
    request,
  }) => {
    const manifestRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/mf-manifest.json')) manifestRequests.push(req.url());
    });
    await page.goto('/buy-car');
    await expect(page.getByRole('heading', { level: 1, name: /Second Hand Cars in/ })).toBeVisible();
    // In the static shell's <head>; a server-rendered page adds them after its own images and a frame (page-document.ts).
    const preloads = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (link) => link.href),
    );
    expect(preloads.length).toBeGreaterThan(5);
    for (const href of preloads) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/javascript/);
    }
    // main.js fetched it; the federation runtime was handed the same response (early-manifest plugin).
    expect(manifestRequests).toEqual([`${appOrigin('mf-browse')}/mf-manifest.json`]);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home page/i }).click();
    await expect(page).toHaveURL(`${page.url().split('/').slice(0, 3).join('/')}/`);
  });
});
