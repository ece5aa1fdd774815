// Saved searches (issue 28, deliverable 3), the browser's half: a signed-in buyer filters /buy-car,
// saves the search, finds it under /settings/saved-searches, renames it, sets its alert, opens it
// (back on /buy-car with the same filters) and deletes it. Against the production builds and the
// real API, with no console error on the way (hydration included).
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { AccountPage, signUpAndSignIn } from '../support/pages/account-page';
import { BrowsePage } from '../support/pages/browse-page';

/** The console errors and uncaught exceptions of the page from now on (React #418 and the like). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  return errors;
}

test('save a filtered search on /buy-car, then rename it, set its alert, open it and delete it under /settings', async ({ page, api }) => {
  const session = await signUpAndSignIn(api, 'Saved Search Buyer');
  const account = new AccountPage(page);
  const browse = new BrowsePage(page);
  await account.signInWith(session);
  const errors = collectErrors(page);

  // Filter the listing in its sidebar: Hyundai, petrol.
  await browse.gotoListing();
  await browse
    .sidebar()
    .getByRole('checkbox', { name: /^Hyundai/ })
    .first()
    // click(), not check(): a tick made before React owns the box is held and done once it does
    // (early-input), so the box is not ticked at once and check() would fail. The URL says it took.
    .click();
  await expect(page).toHaveURL(/\?brand=Hyundai$/);
  await browse
    .sidebar()
    .getByRole('checkbox', { name: /^Petrol/ })
    .check();
  await expect(page).toHaveURL(/\?brand=Hyundai&fuel=Petrol$/);
  await browse.expectGridMatchesApi(api);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Hyundai, Petrol');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(dialog).toContainText('Filters: Hyundai · Petrol');
  await expect(dialog.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Saved as “Hyundai, Petrol”.' })).toBeVisible();

  // The API holds it, with the listing's filters and the default alert.
  const saved = await api.get<{ savedSearches: Array<{ name: string; alert: string; query: { brand: string[]; fuel: string[] } }> }>(
    '/api/v1/saved-searches',
    session.token,
  );
  expect(saved.savedSearches.map(({ name, alert, query }) => ({ name, alert, brand: query.brand, fuel: query.fuel }))).toEqual([
    { name: 'Hyundai, Petrol', alert: 'daily', brand: ['Hyundai'], fuel: ['Petrol'] },
  ]);

  // Listed under /settings/saved-searches, reached from the status line's link.
  await page.getByRole('link', { name: 'See your saved searches' }).click();
  await expect(page).toHaveURL(/\/settings\/saved-searches$/);
  await expect(account.heading('Saved Searches')).toBeVisible();
  await expect(account.nav.getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('aria-current', 'page');
  const card = page.getByRole('article', { name: 'Hyundai, Petrol' });
  await expect(card).toContainText('Hyundai · Petrol');

  // Rename in place.
  await card.getByRole('button', { name: 'Rename Hyundai, Petrol' }).click();
  const newName = card.getByRole('textbox', { name: 'New name' });
  await newName.fill('Weekend Hyundai');
  await card.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('article', { name: 'Weekend Hyundai' });
  await expect(renamed).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Renamed to “Weekend Hyundai”' })).toBeVisible();

  // Alerts: Instant, kept after a reload (the server-rendered page hydrates with it).
  const alert = renamed.getByRole('combobox', { name: 'Alerts for Weekend Hyundai' });
  await alert.selectOption({ label: 'Instant' });
  await expect(page.getByRole('status').filter({ hasText: 'Alerts for “Weekend Hyundai”: Instant' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Alerts for Weekend Hyundai' })).toHaveValue('instant');

  // Open: the listing with the search's filters (every place: it named none), and the search is seen.
  const seen = page.waitForResponse((response) => /\/api\/v1\/saved-searches\/[^/]+\/seen$/.test(new URL(response.url()).pathname));
  await page.getByRole('link', { name: 'Open Weekend Hyundai' }).click();
  expect((await seen).status()).toBe(200);
  await expect(page).toHaveURL(/\/buy-car\?brand=Hyundai&fuel=Petrol&location=all$/);
  await expect(browse.heading()).toContainText('Second Hand Cars in');
  await expect(
    browse
      .sidebar()
      .getByRole('checkbox', { name: /^Hyundai/ })
      .first(),
  ).toBeChecked();

  // Delete, after confirming.
  await account.open('/settings/saved-searches');
  await page.getByRole('button', { name: 'Delete Weekend Hyundai' }).click();
  const confirm = account.dialog('Delete “Weekend Hyundai”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(/No saved searches yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse used cars' })).toHaveAttribute('href', '/buy-car');
  const after = await api.get<{ savedSearches: unknown[] }>('/api/v1/saved-searches', session.token);
  expect(after.savedSearches).toEqual([]);

  expect(errors).toEqual([]);
});
