// No layout shift while a page loads (CLS, the quality issue's budget is 0.1; we hold 0.01): the
// shell's header, a remote's loading placeholder and the remote's page must take the same room,
// at phone and desktop sizes, on the production builds. Shifts right after input do not count.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from '../support/hydration';
import { newSignedInUser, someCar, useSession, waitForPage } from '../support/pages/quality-page';
import { appOrigin } from '../support/servers';

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

  async function shiftsSoFar(page: Page) {
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
    return { shifts, total: shifts.reduce((sum, shift) => sum + shift.value, 0) };
  }

  async function expectNoShift(page: Page, route: string) {
    await page.goto(route);
    await waitForPage(page);
    // Late arrivals (images, carousels below the page's own content) have had their chance.
    await page.waitForLoadState('networkidle');
    const { shifts, total } = await shiftsSoFar(page);
    expect(total, `${route} shifted: ${JSON.stringify(shifts)}`).toBeLessThan(MAX_CLS);
  }

  // CI once saw / shift 0.015: the featured cars' loading placeholder had a margin its content has
  // not (everything below it moved up 32 px when the content streamed in, 0.0085 on a phone), and
  // the server's carousel had its slides squeezed until keen-slider started on it after hydration
  // (they jumped apart, 0.0077). Both moved nothing once fixed, hence no budget here.
  test('home does not move at all while its carousel streams in and starts late @mobile', async ({ page }) => {
    await useSession(page, null);
    // mf-browse's browser code arrives late: the server's carousel is on screen before its slider starts.
    await page.route(`${appOrigin('mf-browse')}/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/');
    await waitForPage(page);
    await waitForHydration(page.getByRole('button', { name: 'Next Featured Cars' }));
    await page.waitForLoadState('networkidle');
    const { shifts, total } = await shiftsSoFar(page);
    expect(total, `/ shifted: ${JSON.stringify(shifts)}`).toBe(0);
  });

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
