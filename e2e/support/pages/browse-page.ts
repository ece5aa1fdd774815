// Page object for mf-browse (/buy-car, /buy-car/:id, /seller-details/:userId, /top-dealer) plus
// the API set-up its journeys need.
import { expect, type Locator, type Page } from '@playwright/test';
import type { ApiHelper, SignedInUser } from '../api-helper';

export interface ApiCar {
  id: string;
  carName: string;
  brand: string;
  fuelType: string;
  isSold: boolean;
  carPrice: number;
  manufacturingYear: number;
  views: number;
  carImages: unknown[];
  user: { id: string; fullName: string; userType: string; mobileNumber: string };
}

export interface ApiListingPage {
  cars: ApiCar[];
  total: number;
  pageCount: number;
}

export const SEEDED_DEALER_MOBILE = '9123456780';

/** Every public car through the spec's car/getAll call, page by page (it answers at most 100 cars a call). */
export async function allCarsFromGetAll(api: ApiHelper): Promise<ApiCar[]> {
  const cars: ApiCar[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api.post<{ properties: ApiCar[]; pageCount: number }>('/api/v1/car/getAll', { userType: 'Dealer', page });
    cars.push(...body.properties);
    if (page >= body.pageCount) return cars;
  }
}

/** Cars per listing page (the API's default page size, which the page uses). */
export const LISTING_PAGE_SIZE = 24;

export function randomMobile(): string {
  return `${7 + Math.floor(Math.random() * 3)}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

export async function signUpBuyer(api: ApiHelper): Promise<SignedInUser> {
  const mobileNumber = randomMobile();
  await api.post('/api/v1/auth/signup', { fullName: 'Browse Buyer', email: `browse${mobileNumber}@example.in`, mobileNumber });
  return api.signIn(mobileNumber);
}

export async function signInBrowser(page: Page, session: SignedInUser) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

export class BrowsePage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'Filters' });
  }

  grid(): Locator {
    return this.page.getByRole('list', { name: 'Cars' });
  }

  async gotoListing(search = '') {
    await this.page.goto(`/buy-car${search}`);
    await expect(this.heading()).toContainText('Second Hand Cars in');
    await expect(this.grid().or(this.page.getByText(/No cars (found|available)/))).toBeVisible();
  }

  /** Ids of the cards shown, in order, read from their View More links. */
  async shownCarIds(): Promise<string[]> {
    const hrefs = await this.grid()
      .getByRole('link', { name: /^View More/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    return hrefs.map((href) => decodeURIComponent(href.replace(/^\/buy-car\//, '')));
  }

  /** The API's answer to the query the browser's URL holds (same converter on both sides). */
  async apiPageForCurrentUrl(api: ApiHelper): Promise<ApiListingPage> {
    const search = new URL(this.page.url()).search;
    return api.get<ApiListingPage>(`/api/v1/cars${search}`);
  }

  /** Waits until the grid shows exactly what the API returns for the current URL. */
  async expectGridMatchesApi(api: ApiHelper) {
    await expect(this.grid()).toHaveAttribute('aria-label', 'Cars');
    await expect(this.page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
    const expected = await this.apiPageForCurrentUrl(api);
    await expect.poll(() => this.shownCarIds()).toEqual(expected.cars.map((c) => c.id));
    await expect(this.heading()).toContainText(`${expected.total} Second Hand Cars`);
    return expected;
  }

  /**
   * Ids of the cars shown on every page of the current query, walking the Pages navigation with
   * Next. `total` is the count the caller expects; each page must show its share of new cars.
   */
  async allShownCarIds(total: number): Promise<string[]> {
    await expect(this.page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false');
    const pageCount = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
    const pages = this.page.getByRole('navigation', { name: 'Pages' });
    const seen: string[] = [];
    for (let number = 1; number <= pageCount; number += 1) {
      if (number > 1) {
        await pages.getByRole('link', { name: 'Next', exact: true }).click();
        await expect(this.page).toHaveURL(new RegExp(`[?&]page=${number}(&|$)`));
      }
      const onThisPage = Math.min(LISTING_PAGE_SIZE, total - (number - 1) * LISTING_PAGE_SIZE);
      let ids: string[] = [];
      await expect
        .poll(async () => {
          ids = await this.shownCarIds();
          return ids.length === onThisPage && ids.every((id) => !seen.includes(id));
        }, `page ${number} shows ${onThisPage} cars not shown before`)
        .toBe(true);
      seen.push(...ids);
    }
    // The last page is the last: no Next link (and no Pages navigation at all for one page).
    await expect(pages.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);
    return seen;
  }

  // ---- Compare (cards, car page, the tray and /compare) ----

  /** The Compare toggle of the card or car page naming `carName`. */
  compareToggle(carName: string): Locator {
    return this.page.getByRole('button', { name: `Compare ${carName}`, exact: true });
  }

  /** The compare tray fixed to the bottom of the browse pages ('Compare (2 of 3)'). */
  compareTray(): Locator {
    return this.page.getByRole('region', { name: /^Compare \(\d of 3\)$/ });
  }

  compareTable(): Locator {
    return this.page.getByRole('table');
  }

  /** The car columns of the comparison, one header cell per car. */
  compareColumns(): Locator {
    return this.compareTable().getByRole('columnheader');
  }

  /** The names of the compared cars, in column order (their links to the car pages). */
  async comparedCarNames(): Promise<string[]> {
    return this.compareColumns().getByRole('link').allTextContents();
  }
}
