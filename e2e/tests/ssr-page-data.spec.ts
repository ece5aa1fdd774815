// The data of the account pages and the seller and dealer pages, fetched once on the shell's
// server (issue 15 point 2): each page's HTML holds it before any script runs, and the browser
// hydrates the page from the hand-off with no console error and no second request for it.
import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { SignedInUser } from '../support/api-helper';
import { SHELL_SERVED_STATIC, SHELL_URL } from '../support/servers';

test.skip(SHELL_SERVED_STATIC, 'E2E_SHELL=static: the shell is not rendered on the server in this run');

const SESSION_COOKIE = 'carmarket_session';

/** The API paths each page's server loader fetches: the browser must not ask them again while hydrating. */
const ACCOUNT_PAGES: Array<{ path: string; heading: string; data: RegExp }> = [
  { path: '/settings/profile', heading: 'Profile Settings', data: /\/api\/v1\/profile\/get-userProfile/ },
  { path: '/settings/listings', heading: 'My Listing', data: /\/api\/v1\/car\/get-user-cars/ },
  { path: '/settings/interested-buyers', heading: 'Interested Buyers', data: /\/api\/v1\/enquiries\/received/ },
  { path: '/settings/enquiries', heading: 'My Enquiries', data: /\/api\/v1\/enquiries\/mine/ },
  { path: '/settings/saved', heading: 'Saved Cars', data: /\/api\/v1\/saved-cars/ },
  { path: '/saved', heading: 'Saved Cars', data: /\/api\/v1\/saved-cars/ },
  { path: '/settings/recently-viewed', heading: 'Recently Viewed', data: /\/api\/v1\/recently-viewed(\?|$)/ },
  { path: '/settings/saved-searches', heading: 'Saved Searches', data: /\/api\/v1\/saved-searches(\?|$)/ },
  {
    path: '/settings/buy-packages',
    heading: 'Buy Packages',
    data: /\/api\/v1\/(packages|package-orders|car\/get-user-cars)(\?|$)/,
  },
  { path: '/settings/bought-packages', heading: 'Bought Packages', data: /\/api\/v1\/package-orders(\?|$)/ },
];

/** The page's markup with every <script> element (code or data) taken out: what is rendered, not handed over. */
function renderedMarkup(html: string) {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/** Text as React writes it into HTML. */
function htmlText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** A browser signed in as `session` the way a signed-in visitor's is: the token stored, and the server's cookie. */
async function signedInContext(context: BrowserContext, session: SignedInUser) {
  await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: SHELL_URL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}

/** Opens `path` and records the console errors and the requests matching `data` until the page is idle. */
async function hydrate(page: Page, path: string, data: RegExp) {
  const errors: string[] = [];
  const asked: string[] = [];
  const onConsole = (message: ConsoleMessage) => void (message.type() === 'error' && errors.push(message.text()));
  const onError = (error: Error) => void errors.push(error.message);
  const onRequest = (request: { url(): string }) => void (data.test(new URL(request.url()).pathname) && asked.push(request.url()));
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  await page.goto(path);
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  return { errors, asked };
}

// A visitor in India, the server in UTC: what the server prints (dates) must be what the browser prints.
test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
});

test("every account page hydrates the seeded owner's server-rendered data without asking for it again", async ({ page, context, api }) => {
  await signedInContext(context, await api.signIn('9876543210'));
  for (const { path, heading, data } of ACCOUNT_PAGES) {
    const { errors, asked } = await hydrate(page, path, data);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    expect({ path, errors, asked }).toEqual({ path, errors: [], asked: [] });
  }
});

test("a seller's page and the top dealers are in the HTML, and hydrate without asking for them again", async ({ page, request, api }) => {
  const owner = await api.signIn('9876543210');
  const seller = await api.get<{ ownerDetails: { name: string }; cars: Array<{ id: string; isSold: boolean }> }>(
    `/api/v1/sellers/${owner.user.id}`,
  );
  const sellerPath = `/seller-details/${owner.user.id}`;
  const sellerMarkup = renderedMarkup(await (await request.get(sellerPath)).text());
  // The page lists the seller's cars on sale.
  const onSale = seller.cars.filter((car) => !car.isSold);
  expect(onSale.length).toBeGreaterThan(0);
  expect(sellerMarkup).toContain(htmlText(seller.ownerDetails.name));
  for (const car of onSale) expect(sellerMarkup).toContain(`href="/buy-car/${car.id}"`);
  const sellerPage = await hydrate(page, sellerPath, /\/api\/v1\/sellers\//);
  expect(sellerPage).toEqual({ errors: [], asked: [] });

  const dealers = await api.get<{ dealers: Array<{ name: string }> }>('/api/v1/dealers?city=Mumbai');
  expect(dealers.dealers.length).toBeGreaterThan(0);
  const dealersMarkup = renderedMarkup(await (await request.get('/top-dealer?city=Mumbai')).text());
  for (const dealer of dealers.dealers) expect(dealersMarkup).toContain(`aria-label="${htmlText(`Phone ${dealer.name}`)}"`);
  const dealersPage = await hydrate(page, '/top-dealer?city=Mumbai', /\/api\/v1\/dealers/);
  expect(dealersPage).toEqual({ errors: [], asked: [] });
  await expect(page.getByRole('heading', { name: dealers.dealers[0]!.name })).toBeVisible();
});
