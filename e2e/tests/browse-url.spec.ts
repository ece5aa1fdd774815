// Listing URL state the selected city must not override (All Locations kept on reload and Back),
// and the home page's Recently Added carousel ordered by listing time, on the production builds.
import { expect, test } from '../support/fixtures';
import { createCar, signUpAndSignIn } from '../support/pages/account-page';
import { BrowsePage, type ApiListingPage } from '../support/pages/browse-page';
import { ShellPage } from '../support/pages/shell-page';

test.describe('All Locations in the listing URL', () => {
  test('a city chosen in the header, cleared to All Locations, stays cleared on reload and on Back from a car', async ({ page, api }) => {
    const shell = new ShellPage(page);
    const browse = new BrowsePage(page);
    await shell.dismissCityModalForever();
    await shell.goto('/');
    await shell.header.getByRole('button', { name: 'Select City' }).click();
    await shell.cityModal.getByPlaceholder('Enter your City').fill('Mumbai');
    await shell.cityModal.getByRole('button', { name: /^Mumbai/ }).click();
    await expect(shell.cityModal).toBeHidden();

    // The selected city pre-filters the listing.
    await browse.gotoListing();
    await expect(page).toHaveURL(/\/buy-car\?location=Mumbai$/);
    await expect(browse.heading()).toHaveText(/^\d+ Second Hand Cars in Mumbai$/);

    await page.getByRole('combobox', { name: 'City' }).selectOption({ label: 'All Locations' });
    await expect(page).toHaveURL(/\/buy-car\?location=all$/);
    // The API reads location=all as no location filter: the count is every car for sale.
    const everyCar = await api.get<ApiListingPage>('/api/v1/cars');
    const allLocations = `${everyCar.total} Second Hand Cars in All Locations`;
    expect((await api.get<ApiListingPage>('/api/v1/cars?location=all')).total).toBe(everyCar.total);
    await expect(browse.heading()).toHaveText(allLocations);
    await browse.expectGridMatchesApi(api);

    await page.reload();
    await expect(browse.heading()).toHaveText(allLocations);
    await expect(page).toHaveURL(/\/buy-car\?location=all$/);
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('');
    const shown = await browse.expectGridMatchesApi(api);
    // The header still names the city: only the listing was widened.
    await expect(shell.header.getByRole('button', { name: 'Mumbai' })).toBeVisible();

    // Seeded cars can share a name, so the first card is picked by position (the grid matched
    // the API's order above), not by its link's name.
    const first = shown.cars[0]!;
    await browse
      .grid()
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: `View More: ${first.carName}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/buy-car/${first.id}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/buy-car\?location=all$/);
    await expect(browse.heading()).toHaveText(allLocations);
    await browse.expectGridMatchesApi(api);
  });

  test('Clear all widens a city-filtered listing to All Locations for good', async ({ page, api }) => {
    const browse = new BrowsePage(page);
    await page.addInitScript(() => {
      localStorage.setItem('locationModalClosed', 'true');
      localStorage.setItem('selectedCity', 'Delhi');
    });
    await browse.gotoListing('?fuel=Petrol');
    await expect(page).toHaveURL(/\/buy-car\?fuel=Petrol&location=Delhi$/);
    await expect(browse.heading()).toHaveText(/^\d+ Second Hand Cars in Delhi$/);

    await browse.sidebar().getByRole('button', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/buy-car\?location=all$/);
    await page.reload();
    await expect(page).toHaveURL(/\/buy-car\?location=all$/);
    await expect(browse.heading()).toHaveText(/^\d+ Second Hand Cars in All Locations$/);
    await browse.expectGridMatchesApi(api);
  });
});

test.describe('Recently Added Cars', () => {
  test('a car just posted through the API shows first on the home page', async ({ page, api }) => {
    const session = await signUpAndSignIn(api, 'Recent Seller');
    // An old model year: the carousel orders by when a car was listed, not by its year.
    const car = await createCar(api, session, { manufacturingYear: 2011, registrationYear: 2011 });
    const shell = new ShellPage(page);
    await shell.dismissCityModalForever();
    await shell.goto('/');
    const recent = shell.section('Recently Added Cars');
    await recent.scrollIntoViewIfNeeded();
    const firstCard = recent.getByRole('article').first();
    await expect(firstCard).toHaveAccessibleName(car.carName);
    await expect(firstCard.getByRole('link', { name: `View More: ${car.carName}` })).toHaveAttribute('href', `/buy-car/${car.id}`);
  });
});
