// Helpers shared by the accessibility, keyboard, resilience and security suites.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiHelper, SignedInUser } from '../api-helper';
import { waitForHydration } from '../hydration';
import { randomMobileNumber } from './auth-page';

export interface CarSummary {
  id: string;
  carName: string;
  user: { id: string };
}

/** A fresh user of this test only (signup + OTP through the API), so no suite shares a session. */
export async function newSignedInUser(api: ApiHelper, fullName = 'Quality Tester'): Promise<SignedInUser> {
  const mobileNumber = randomMobileNumber();
  await api.post('/api/v1/auth/signup', {
    fullName: `${fullName} ${mobileNumber.slice(-4)}`,
    email: `q${mobileNumber}@example.in`,
    mobileNumber,
  });
  return api.signIn(mobileNumber);
}

/** Writes the session the way the shell keeps it, and keeps the 5 s city modal out of the way. */
export async function useSession(page: Page, session: SignedInUser | null) {
  await page.addInitScript((stored) => {
    localStorage.setItem('locationModalClosed', 'true');
    if (stored) {
      localStorage.setItem('token', stored.token);
      localStorage.setItem('user', JSON.stringify(stored.user));
    }
  }, session);
}

export async function someCar(api: ApiHelper): Promise<CarSummary> {
  const page = await api.get<{ cars: CarSummary[] }>('/api/v1/cars?pageSize=1');
  const car = page.cars[0];
  if (!car) throw new Error('The API lists no cars');
  return car;
}

/**
 * Waits until the route's own content is there (one h1, no loading status left in <main>) and
 * React runs it: the server's HTML shows the page before its scripts, and a select changed before
 * hydration fills nothing that depends on it.
 */
export async function waitForPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: /^Loading/ }),
  ).toHaveCount(0, { timeout: 20_000 });
  await waitForHydration(page.getByRole('main'));
}

/** axe-core (WCAG 2.1 A/AA rules) on the page as it is now; fails listing serious and critical violations. */
export async function expectNoSeriousViolations(page: Page, what: string, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`)
        .join('\n')}`,
  );
  expect(report, `serious/critical axe violations on ${what}`).toEqual([]);
}

/** The same check scoped to the open dialog(s): what sits behind the backdrop is the route's own check. */
export async function expectNoSeriousDialogViolations(page: Page, what: string) {
  await page.waitForTimeout(300); // let the open transition finish (contrast is computed on what is painted)
  await expectNoSeriousViolations(page, what, '[role="dialog"], [role="alertdialog"]');
}

/** Presses Tab until `target` has focus (or gives up); keyboard journeys never click. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, 'reachable with Tab').toBeFocused();
}

/** Chooses the first non-empty option of a focused native <select> with the arrow keys. */
export async function chooseWithKeyboard(page: Page, select: Locator, steps = 1) {
  await tabTo(page, select);
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
  await expect(select).not.toHaveValue('');
}
