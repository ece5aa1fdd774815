// Keyboard-only journeys (no mouse, no fill): filter the listing and open a car; post a car.
// The keyboard sign-in journey lives in auth.spec.ts ('signs in with the keyboard only').
import { expect, test } from '../support/fixtures';
import { chooseWithKeyboard, newSignedInUser, tabTo, useSession, waitForPage } from '../support/pages/quality-page';

test.describe('keyboard only', () => {
  test('filter the listing by a brand and open a car', async ({ page }) => {
    await useSession(page, null);
    await page.goto('/buy-car');
    await waitForPage(page);
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.textContent();

    const brand = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').locator('visible=true').first();
    await tabTo(page, brand, 150);
    await expect(brand).toBeFocused();
    await page.keyboard.press('Space');
    await expect(brand).toBeChecked();
    await expect(heading).not.toHaveText(before ?? '');

    const firstCar = page
      .getByRole('region', { name: 'Results' })
      .or(page.getByRole('main'))
      .getByRole('link', { name: /View More/ })
      .first();
    await tabTo(page, firstCar, 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/buy-car\/[0-9a-f-]{36}$/);
    await waitForPage(page);
  });

  test('post a car: hero form, three wizard steps, photos, Post Car', async ({ page, api }) => {
    test.setTimeout(120_000);
    const seller = await newSignedInUser(api, 'Keyboard Seller');
    await useSession(page, seller);
    await page.goto('/sell');
    await waitForPage(page);

    const hero = page.getByRole('region', { name: 'Get the best price for your car' });
    await chooseWithKeyboard(page, hero.getByRole('combobox', { name: 'State', exact: true }));
    await chooseWithKeyboard(page, hero.getByRole('combobox', { name: 'City', exact: true }));
    await chooseWithKeyboard(page, hero.getByRole('combobox', { name: 'Locality', exact: true }));
    await tabTo(page, hero.getByRole('button', { name: 'Next', exact: true }));
    await page.keyboard.press('Enter');

    const next = page.getByRole('button', { name: 'Next', exact: true });
    for (const name of ['Brand', 'Model', 'Variant', 'Manufacturing year'])
      await chooseWithKeyboard(page, page.getByRole('combobox', { name, exact: true }));
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Fuel type', exact: true }));
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Transmission', exact: true }));
    await tabTo(page, page.getByRole('textbox', { name: 'Km driven', exact: true }));
    await page.keyboard.type('32000');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Registration year', exact: true }));
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByRole('textbox', { name: 'Seats', exact: true }));
    await page.keyboard.type('5');
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Ownership', exact: true }));
    await chooseWithKeyboard(page, page.getByRole('combobox', { name: 'Body type', exact: true }));
    const price = page.getByRole('textbox', { name: 'Price', exact: true });
    await tabTo(page, price);
    const uniquePrice = String(500_000 + Math.floor(Math.random() * 400_000));
    await page.keyboard.type(uniquePrice);
    await tabTo(page, next);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Add photos of your car' });
    await expect(dialog).toBeVisible();
    // The native file picker opens from the keyboard; Playwright answers it with a real PNG.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, dialog.locator('input[type="file"]'), 20);
    await page.keyboard.press('Space');
    await (await chooser).setFiles({ name: 'front.png', mimeType: 'image/png', buffer: smallPng() });
    await expect(dialog.getByText('1 photo added.')).toBeVisible();
    const post = dialog.getByRole('button', { name: 'Post Car' });
    await tabTo(page, post, 30);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });

    const mine = await api.post<{ cars: Array<{ carPrice: number; carImages: unknown[] }> }>(
      '/api/v1/car/get-user-cars',
      { userId: seller.user.id },
      seller.token,
    );
    const posted = mine.cars.find((car) => car.carPrice === Number(uniquePrice));
    expect(posted, 'the posted car is stored for the seller').toBeTruthy();
    expect(posted?.carImages.length).toBe(1);
  });
});

/** A 64x48 PNG (generated, valid) — small but a real image the API accepts by content. */
function smallPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwJfEJPbHWIbw4xAGC3Cbs9fXDRc0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rw2AXG5JjEaBKqFQAAAABJRU5ErkJggg==',
    'base64',
  );
}
