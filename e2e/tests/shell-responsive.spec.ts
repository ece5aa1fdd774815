// The global chrome from 360 to 1440 px (issue 4, quality bar): no horizontal scroll, and every
// header control inside the viewport, clear of the others and clickable, for a guest and for a
// signed-in user, on the shell's own pages (home, contact, about, the 404 page) and on two remote
// pages; the city selector's name is visible text, never cut off. Tagged @mobile so the Pixel 7 project
// (touch, mobile viewport handling) runs the same loop as the desktop one.
import type { Locator, Page } from '@playwright/test';
import type { SignedInUser } from '../support/api-helper';
import { expect, test } from '../support/fixtures';

const WIDTHS = [360, 390, 412, 480, 768, 1024, 1440];
const ROUTES = ['/', '/buy-car', '/settings/profile', '/contact-us', '/about', '/no-such-page'];
/** Where the header switches from the hamburger to the full bar (theme.media.lg). */
const DESKTOP_FROM = 1024;
const SIGNED_IN_CITY = 'Chandigarh';

type Visitor = { kind: 'guest' } | { kind: 'signed-in'; session: SignedInUser };

/** What the city selector shows: the chosen city, or 'Select City' for a visitor without one. */
function cityLabel(visitor: Visitor) {
  return visitor.kind === 'guest' ? 'Select City' : SIGNED_IN_CITY;
}

/** The controls the bar must offer at this width, by accessible name. */
function expectedControls(header: Locator, visitor: Visitor, width: number): Locator[] {
  const desktop = width >= DESKTOP_FROM;
  const controls = [header.getByRole('link', { name: 'CarMarket home' }), header.getByRole('button', { name: cityLabel(visitor) })];
  if (desktop) {
    for (const name of ['Home', 'Browse Cars', 'Sell my car', 'Saved Cars']) {
      controls.push(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }));
    }
    controls.push(header.getByRole('button', { name: 'Open account menu', exact: true }));
  } else {
    controls.push(header.getByRole('button', { name: 'Open menu' }));
  }
  if (visitor.kind === 'guest') {
    controls.push(header.getByRole('button', { name: 'Login / Register' }));
  } else if (desktop) {
    controls.push(header.getByRole('link', { name: `Account settings of ${visitor.session.user.fullName}` }));
  } else {
    controls.push(header.getByRole('button', { name: `Open account menu of ${visitor.session.user.fullName}` }));
  }
  return controls;
}

async function expectNoHorizontalOverflow(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${label}: page wider than the viewport`).toBeLessThanOrEqual(innerWidth);
}

async function expectHeaderUsable(page: Page, visitor: Visitor, width: number, label: string) {
  const header = page.getByRole('banner');
  const boxes: { name: string; box: { x: number; y: number; width: number; height: number } }[] = [];
  for (const control of expectedControls(header, visitor, width)) {
    await expect(control, label).toBeVisible();
    const box = (await control.boundingBox())!;
    const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
    expect(box.x, `${label}: '${name}' starts left of the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label}: '${name}' ends right of the viewport`).toBeLessThanOrEqual(width);
    // Actionability: visible, stable, enabled and receiving the pointer (not covered by another element).
    await control.click({ trial: true, timeout: 5_000 });
    boxes.push({ name, box });
  }
  // The city is visible text at every width (spec §2), not only the button's accessible name.
  const cityButton = header.getByRole('button', { name: cityLabel(visitor) });
  await expect(cityButton, label).toHaveText(cityLabel(visitor));
  const cutOff = await cityButton.evaluate((button) =>
    [button, ...Array.from(button.querySelectorAll('*'))].some((element) => element.scrollWidth > element.clientWidth + 1),
  );
  expect(cutOff, `${label}: the city selector's text is cut off`).toBe(false);
  for (const [index, { name, box }] of boxes.entries()) {
    for (const other of boxes.slice(index + 1)) {
      const overlapX = Math.min(box.x + box.width, other.box.x + other.box.width) - Math.max(box.x, other.box.x);
      const overlapY = Math.min(box.y + box.height, other.box.y + other.box.height) - Math.max(box.y, other.box.y);
      expect(overlapX > 0.5 && overlapY > 0.5, `${label}: '${name}' overlaps '${other.name}'`).toBe(false);
    }
  }
}

async function checkRoutes(page: Page, visitor: Visitor) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < DESKTOP_FROM ? 844 : 900 });
    for (const route of ROUTES) {
      const label = `${visitor.kind} ${route} at ${width}px`;
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
      await expectNoHorizontalOverflow(page, label);
      const signInDialog = page.getByRole('dialog', { name: 'Login' });
      if (visitor.kind === 'guest' && route.startsWith('/settings')) {
        // A guest on a settings page is asked to sign in first; the page behind must fit as well.
        await expect(signInDialog, label).toBeVisible();
        await expectNoHorizontalOverflow(page, `${label} with the sign-in dialog`);
        // Escape again if the first press landed before the dialog took focus.
        await expect(async () => {
          await page.keyboard.press('Escape');
          await expect(signInDialog).toBeHidden({ timeout: 1_000 });
        }, label).toPass({ timeout: 10_000 });
      }
      await expectHeaderUsable(page, visitor, width, label);
      await expectNoHorizontalOverflow(page, label);
    }
  }
}

test.describe('shell chrome at every width', () => {
  test('a guest sees the whole header without horizontal scroll from 360 to 1440 px @mobile', async ({ page }) => {
    test.setTimeout(360_000);
    await page.addInitScript(() => window.localStorage.setItem('locationModalClosed', 'true'));
    await checkRoutes(page, { kind: 'guest' });
  });

  test('a signed-in user sees the whole header without horizontal scroll from 360 to 1440 px @mobile', async ({ page, api }) => {
    test.setTimeout(360_000);
    const session = await api.signIn('9876543210');
    await page.addInitScript(
      ([token, user, city]) => {
        window.localStorage.setItem('locationModalClosed', 'true');
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('user', user);
        window.localStorage.setItem('selectedCity', city);
      },
      [session.token, JSON.stringify(session.user), SIGNED_IN_CITY] as const,
    );
    await checkRoutes(page, { kind: 'signed-in', session });
  });
});
