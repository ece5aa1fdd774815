// Recently viewed (issue 28, deliverable 2): a guest's car pages are kept on the device, shown newest
// first on the home page and on other car pages (never the car being shown), and become their
// account's list when they sign in, listed under /settings/recently-viewed. All without a
// hydration mismatch: the server knows no device list.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createCar, randomMobile, signUpAndSignIn, AccountPage } from '../support/pages/account-page';
import { AuthPage } from '../support/pages/auth-page';

const CAROUSEL = 'Recently Viewed Cars';

/** The console errors and uncaught exceptions of the page from now on (React #418 and the like). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  return errors;
}

/** The names on the cards of the Recently Viewed carousel, in order. */
function carouselCards(page: Page) {
  return page.getByRole('region', { name: CAROUSEL }).getByRole('article');
}

test("a guest's recently viewed cars show newest first, leave out the car shown, and move to their account at sign-in", async ({
  page,
  api,
}) => {
  // Two cars of a seller of this test's own, so no other test changes them meanwhile.
  const seller = await signUpAndSignIn(api, 'Recently Viewed Seller');
  const first = await createCar(api, seller);
  const second = await createCar(api, seller);
  const auth = new AuthPage(page);
  await auth.skipCityModal();
  const errors = collectErrors(page);

  // A guest opens the first car, then the second: the second's page lists the first, not itself.
  await page.goto(`/buy-car/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.carName })).toBeVisible();
  await page.goto(`/buy-car/${second.id}`);
  await expect(page.getByRole('heading', { level: 1, name: second.carName })).toBeVisible();
  await expect(carouselCards(page).first()).toBeVisible();
  await expect(carouselCards(page)).toHaveCount(1);
  await expect(carouselCards(page).first()).toHaveAttribute('aria-label', first.carName);

  // The home page shows both, newest first; it hydrates the section when it comes into view.
  await page.goto('/');
  await page.mouse.wheel(0, 1200);
  const region = page.getByRole('region', { name: CAROUSEL });
  await expect(region).toBeVisible({ timeout: 20_000 });
  await expect(carouselCards(page)).toHaveCount(2);
  expect(await carouselCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')))).toEqual([
    second.carName,
    first.carName,
  ]);
  await expect(region.getByRole('link', { name: `View More: ${second.carName}` })).toHaveAttribute('href', `/buy-car/${second.id}`);

  // Sign in through the header's modal with the code from the API's dev outbox.
  const mobileNumber = randomMobile();
  await api.post('/api/v1/auth/signup', { fullName: 'Recently Viewed Buyer', email: `rv${mobileNumber}@example.in`, mobileNumber });
  await auth.open();
  await auth.sendCode(mobileNumber);
  await expect(auth.otpInput).toBeVisible();
  await auth.verify(await api.lastOtp(mobileNumber));
  await expect(auth.loginDialog).toBeHidden();

  // The device list went to the account (and left the device).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const account = await api.get<{ recentlyViewed: { carId: string }[] }>('/api/v1/recently-viewed', token ?? undefined);
  expect(account.recentlyViewed.map((entry) => entry.carId)).toEqual([second.id, first.id]);

  // Listed under /settings/recently-viewed, newest first, reached from the account menu.
  const settings = new AccountPage(page);
  await settings.open('/settings/profile');
  await settings.nav.getByRole('link', { name: 'Recently Viewed' }).click();
  await expect(page).toHaveURL(/\/settings\/recently-viewed$/);
  await expect(settings.heading('Recently Viewed')).toBeVisible();
  const list = page.getByRole('list', { name: 'Recently viewed cars' });
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([second.carName, first.carName]);

  // After a reload (server-rendered for the signed-in user) it is still there, and signed in the
  // car page records to the account: opening the first again moves it to the top.
  const recorded = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/recently-viewed') && response.request().method() === 'POST',
  );
  await page.goto(`/buy-car/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.carName })).toBeVisible();
  expect((await recorded).ok()).toBe(true);
  await expect(carouselCards(page).first()).toHaveAttribute('aria-label', second.carName);
  await expect(carouselCards(page)).toHaveCount(1);
  await page.goto('/settings/recently-viewed');
  await expect(list.getByRole('article')).toHaveCount(2);
  expect(await list.getByRole('heading', { level: 2 }).allTextContents()).toEqual([first.carName, second.carName]);

  // Clear history empties it.
  await page.getByRole('button', { name: 'Clear history' }).click();
  await page.getByRole('alertdialog', { name: 'Clear your recently viewed cars?' }).getByRole('button', { name: 'Clear history' }).click();
  await expect(page.getByText(/No recently viewed cars yet/)).toBeVisible();

  expect(errors.filter((text) => /Minified React error|hydrat/i.test(text))).toEqual([]);
});
