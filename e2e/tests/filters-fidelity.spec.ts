// Issue 18, points 4-8, as a visitor sees them: the Seats filter (spec §9), states > cities >
// localities in the location filter (spec §3), every listed brand's models in the Brand + Models
// sheet, the results back at their top after a page or filter change, and the seller page's
// seats, mileage, EMI, likes and views (spec §3 Seller car).
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { BrowsePage, SEEDED_DEALER_MOBILE } from '../support/pages/browse-page';

interface ListedCar {
  id: string;
  brand: string;
  model: string;
  seats: number | null;
  isSold: boolean;
  address: { state: string; city: string; locality: string };
}

interface SellerCarJson {
  id: string;
  title: string;
  seats: number | null;
  mileage: number | null;
  emi: number;
  likes: number;
  enquiries: { viewProperty: number };
  isSold: boolean;
}

const PHONE = { width: 390, height: 844 };

/** Every listed car, read page by page (getAll answers at most 100 cars per call). */
async function listedCars(api: { post: <T>(path: string, data: unknown) => Promise<T> }): Promise<ListedCar[]> {
  const cars: ListedCar[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api.post<{ properties: ListedCar[]; pageCount: number }>('/api/v1/car/getAll', { page });
    cars.push(...body.properties);
    if (page >= body.pageCount) return cars.filter((car) => !car.isSold);
  }
}

const indian = (n: number) => n.toLocaleString('en-IN');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A filter option's accessible name: its label, then its count in brackets. */
const option = (label: string, count?: number) => new RegExp(`^${escape(label)} ?\\(${count === undefined ? '\\d+' : count}\\)$`);

test.describe('Seats filter (spec §9: 2, 4, 5, 6, 7, 8+)', () => {
  test('the sidebar offers the six seat choices and 7 Seats lists the seven-seaters', async ({ page, api }) => {
    const cars = await listedCars(api);
    const sevenSeaters = cars.filter((car) => car.seats === 7);
    expect(sevenSeaters.length).toBeGreaterThan(0);

    const browse = new BrowsePage(page);
    await browse.gotoListing();
    const seats = browse.sidebar().getByRole('group', { name: 'Seats' });
    await expect(seats.getByRole('checkbox')).toHaveCount(6);
    for (const label of ['2 Seats', '4 Seats', '5 Seats', '6 Seats', '7 Seats', '8+ Seats']) {
      await expect(seats.getByRole('checkbox', { name: option(label) })).toBeVisible();
    }
    // click(): a tick before hydration is held, then done (early-input); the URL says it took.
    await seats.getByRole('checkbox', { name: option('7 Seats', sevenSeaters.length) }).click();
    await expect(page).toHaveURL(/[?&]seats=7(&|$)/);
    await expect(browse.heading()).toHaveText(`${sevenSeaters.length} Second Hand Cars in All Locations`);
    const shown = await browse.allShownCarIds(sevenSeaters.length);
    expect([...shown].sort()).toEqual(sevenSeaters.map((car) => car.id).sort());
  });

  test('the Seats sheet filters on a phone @mobile', async ({ page, api }) => {
    await page.setViewportSize(PHONE);
    const browse = new BrowsePage(page);
    await browse.gotoListing();
    await page.getByRole('button', { name: 'Seats', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Seats' });
    await sheet.getByRole('checkbox', { name: /^8\+ Seats/ }).check();
    await sheet.getByRole('checkbox', { name: /^7 Seats/ }).check();
    await sheet.getByRole('button', { name: 'Show Cars' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/seats=7&seats=8%2B|seats=8%2B&seats=7/);
    const expected = (await listedCars(api)).filter((car) => (car.seats ?? 0) >= 7).length;
    await expect(browse.heading()).toHaveText(`${expected} Second Hand Cars in All Locations`);
    await browse.expectGridMatchesApi(api);
  });
});

test.describe('location filter: a state, a city or State-Locality (spec §3)', () => {
  test('the sidebar offers states with their cities and each city’s localities', async ({ page, api }) => {
    const cars = await listedCars(api);
    const inKothrud = cars.filter((car) => car.address.state === 'Maharashtra' && car.address.locality === 'Kothrud');
    const inMaharashtra = cars.filter((car) => car.address.state === 'Maharashtra');
    expect(inKothrud.length).toBeGreaterThan(0);

    const browse = new BrowsePage(page);
    await browse.gotoListing('?location=all');
    const location = browse.sidebar().getByRole('group', { name: 'Location' });
    await expect(location.getByRole('checkbox', { name: option('Maharashtra', inMaharashtra.length) })).toBeVisible();
    await expect(location.getByRole('checkbox', { name: option('Pune') })).toBeVisible();
    await location.getByRole('button', { name: 'Places in Pune' }).click();
    const kothrud = location.getByRole('checkbox', { name: option('Kothrud', inKothrud.length) });
    await kothrud.check();
    await expect(page).toHaveURL(/[?&]location=Maharashtra-Kothrud(&|$)/);
    await expect(browse.heading()).toHaveText(`${inKothrud.length} Second Hand Cars in Kothrud, Maharashtra`);
    const shown = await browse.allShownCarIds(inKothrud.length);
    expect([...shown].sort()).toEqual(inKothrud.map((car) => car.id).sort());

    // A whole state.
    await kothrud.uncheck();
    await location.getByRole('checkbox', { name: option('Maharashtra') }).check();
    await expect(browse.heading()).toHaveText(`${inMaharashtra.length} Second Hand Cars in Maharashtra`);
  });

  test('the City sheet offers states and localities on a phone @mobile', async ({ page, api }) => {
    await page.setViewportSize(PHONE);
    const browse = new BrowsePage(page);
    await browse.gotoListing('?location=all');
    await page.getByRole('button', { name: 'City', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'City' });
    await sheet.getByRole('searchbox', { name: 'Search city' }).fill('Gachi');
    await expect(sheet.getByRole('checkbox', { name: /^Telangana/ })).toBeVisible();
    await expect(sheet.getByRole('checkbox', { name: /^Hyderabad/ })).toBeVisible();
    await sheet.getByRole('checkbox', { name: /^Gachibowli/ }).check();
    await sheet.getByRole('button', { name: 'Show Cars' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/[?&]location=Telangana-Gachibowli(&|$)/);
    await expect(browse.heading()).toContainText('Second Hand Cars in Gachibowli, Telangana');
    const expected = (await listedCars(api)).filter((c) => c.address.state === 'Telangana' && c.address.locality === 'Gachibowli');
    await expect(browse.heading()).toHaveText(`${expected.length} Second Hand Cars in Gachibowli, Telangana`);
    await browse.expectGridMatchesApi(api);
  });
});

test.describe('Brand + Models sheet', () => {
  test('Range Rover, Ferrari and Lamborghini list their models, and a model narrows to it @mobile', async ({ page, api }) => {
    await page.setViewportSize(PHONE);
    const cars = await listedCars(api);
    const browse = new BrowsePage(page);
    await browse.gotoListing('?location=all');
    await page.getByRole('button', { name: 'Brand + Models', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Brand + Models' });
    // Ferrari last: a model of it is then chosen.
    for (const brand of ['Range Rover', 'Lamborghini', 'Ferrari']) {
      // Nine brands a page: the search brings the brand to the first.
      await sheet.getByRole('searchbox', { name: 'Search brands' }).fill(brand);
      await sheet.getByRole('button', { name: new RegExp(`^${brand}`) }).click();
      const models = page.getByRole('dialog', { name: `${brand} Models` });
      const listedModels = [...new Set(cars.filter((car) => car.brand === brand).map((car) => car.model))];
      expect(listedModels.length).toBeGreaterThan(0);
      await expect(models.getByText('No results')).toHaveCount(0);
      for (const model of listedModels) {
        const count = cars.filter((car) => car.brand === brand && car.model === model).length;
        await expect(models.getByRole('checkbox', { name: option(model, count) })).toBeVisible();
      }
      if (brand !== 'Ferrari') {
        await models.getByRole('button', { name: '‹ All brands' }).click();
        continue;
      }
      const [model] = listedModels as [string];
      await models.getByRole('checkbox', { name: option(model) }).check();
      await models.getByRole('button', { name: 'Show Cars' }).click();
      await expect(models).toBeHidden();
      const expected = cars.filter((car) => car.brand === 'Ferrari' && car.model === model);
      await expect(browse.heading()).toHaveText(`${expected.length} Second Hand Cars in All Locations`);
      const page1 = await browse.expectGridMatchesApi(api);
      expect(page1.cars.map((car) => car.id).sort()).toEqual(expected.map((car) => car.id).sort());
    }
  });
});

test.describe('scroll position', () => {
  const resultsTop = (page: Page) => page.getByRole('region', { name: 'Results' }).evaluate((el) => el.getBoundingClientRect().top);

  test('Next at the bottom of the grid brings the top of the results back into view', async ({ page }) => {
    const browse = new BrowsePage(page);
    await browse.gotoListing('?location=all');
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next', exact: true });
    await next.scrollIntoViewIfNeeded();
    expect(await resultsTop(page)).toBeLessThan(0);
    await next.click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    // Smooth scrolling: wait for it to land just under the sticky header (64 px).
    await expect.poll(() => resultsTop(page)).toBeGreaterThanOrEqual(60);
    expect(await resultsTop(page)).toBeLessThan(120);
  });

  test('a filter change far down the page jumps straight back for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const browse = new BrowsePage(page);
    await browse.gotoListing('?location=all');
    const seats = browse.sidebar().getByRole('checkbox', { name: option('5 Seats') });
    // The sidebar is sticky: at the bottom of the page its last section is still at hand.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await seats.scrollIntoViewIfNeeded();
    expect(await resultsTop(page)).toBeLessThan(0);
    await seats.click();
    await expect(page).toHaveURL(/[?&]seats=5(&|$)/);
    // No animation: in place straight away.
    await expect.poll(() => resultsTop(page), { timeout: 1000 }).toBeGreaterThanOrEqual(60);
    expect(await resultsTop(page)).toBeLessThan(120);
  });
});

test.describe('seller page cards (spec §3 Seller car)', () => {
  test('each car shows its seats, mileage, EMI, likes and views', async ({ page, api }) => {
    const seller = await api.signIn(SEEDED_DEALER_MOBILE);
    const details = await api.get<{ cars: SellerCarJson[] }>(`/api/v1/sellers/${seller.user.id}`);
    const car = details.cars.find((c) => !c.isSold);
    if (!car) throw new Error('The seeded dealer lists no car for sale');
    await page.goto(`/seller-details/${seller.user.id}`);
    const card = page.getByRole('article', { name: car.title });
    const facts = card.getByRole('group', { name: 'More details' });
    await expect(facts).toBeVisible();
    const expected = [
      ['Seats', String(car.seats ?? 4)],
      ['Mileage', car.mileage === null ? 'N/A' : `${car.mileage} kmpl`],
      ['EMI', `₹ ${indian(car.emi > 0 ? car.emi : 7599)}/month`],
      ['Likes', indian(car.likes)],
      ['Views', indian(car.enquiries.viewProperty)],
    ];
    await expect(facts.getByRole('term')).toHaveText(expected.map(([label]) => label!));
    await expect(facts.getByRole('definition')).toHaveText(expected.map(([, value]) => value!));
  });
});
