// No layout shift while a page loads (CLS, the quality issue's budget is 0.1; we hold 0.01): the
// shell's header, a remote's loading placeholder and the remote's page must take the same room,
// at phone and desktop sizes, on the production builds. Shifts right after input do not count.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { newSignedInUser, someCar, useSession, waitForPage } from '../support/pages/quality-page';

const MAX_CLS = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

test.describe('layout shift while loading', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: Array<{ value: number; sources: string[] }> = [];
      (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null }> }
        >) {
          if (entry.hadRecentInput) continue;
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) =>
              source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node),
            ),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });

  async function expectNoShift(page: Page, route: string) {
    await page.goto(route);
    await waitForPage(page);
    // Late arrivals (images, carousels below the page's own content) have had their chance.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${route} shifted: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_CLS);
  }

  test('home, listing, a car and the sell page stay put as they load @mobile', async ({ page, api }) => {
    await useSession(page, null);
    const car = await someCar(api);
    for (const route of ['/', '/buy-car', `/buy-car/${car.id}`, '/sell']) await expectNoShift(page, route);
  });

  test('the profile page stays put as it loads, signed in @mobile', async ({ page, api }) => {
    await useSession(page, await newSignedInUser(api));
    await expectNoShift(page, '/settings/profile');
  });
});
