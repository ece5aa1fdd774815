import { expect, test } from '../support/fixtures';

test.describe('platform composition', () => {
  test('every route of the spec renders through the shell', async ({ page }) => {
    const routes: Array<[string, RegExp | string]> = [
      ['/', /.+/],
      ['/buy-car', /Second Hand Cars in/],
      ['/top-dealer', 'Top Dealers Based on City'],
      ['/sell', /sell/i],
      ['/contact-us', 'Contact Us'],
      ['/about', /about/i],
      ['/career', /career/i],
      ['/terms-and-conditions', /terms/i],
      ['/privacy-policy', /privacy/i],
    ];
    for (const [route, heading] of routes) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: heading }).first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test('/settings redirects to /settings/profile', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
  });

  test('the page scrolls to top on every route change', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 3000);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('only one copy of React is loaded across shell and remotes', async ({ page }) => {
    await page.goto('/buy-car');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const reactCopies = await page.evaluate(() => {
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>> } }).__FEDERATION__;
      const loaded = new Set<string>();
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          if (pkg !== 'react' && pkg !== 'react-dom') continue;
          for (const [version, shared] of Object.entries(versions)) if (shared.loaded) loaded.add(`${pkg}@${version}`);
        }
      }
      return [...loaded];
    });
    expect(reactCopies.filter((entry) => entry.startsWith('react@'))).toHaveLength(1);
    expect(reactCopies.filter((entry) => entry.startsWith('react-dom@'))).toHaveLength(1);
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: /home page/i }).click();
    await expect(page).toHaveURL(`${page.url().split('/').slice(0, 3).join('/')}/`);
  });
});
