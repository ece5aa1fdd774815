// Hydration without a mismatch in every state a real visitor can be in (issue 25 point 5, ADR 0014):
// signed in by localStorage only (no cookie), a cookie the API now refuses, a chosen city in
// localStorage and/or its cookie (alone, together, disagreeing), and a cookie and localStorage of
// different users. Every route of the shell and of every remote, in each state: no console error
// (React #418/#423/#425 and any other) and no uncaught exception, and the visitor ends up in the
// browser's own state (the signed-in header of the localStorage user, the localStorage city).
// One browser context per state; the state is put back before each route (the first page of a
// state re-syncs the cookie, which would otherwise turn the next routes into the ordinary case).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ApiHelper, type SignedInUser } from '../support/api-helper';
import { AuthPage } from '../support/pages/auth-page';
import { SHELL_SERVED_STATIC, SHELL_URL } from '../support/servers';

test.skip(SHELL_SERVED_STATIC, 'E2E_SHELL=static: no page is hydrated in this run');

const SESSION_COOKIE = 'carmarket_session';
const CITY_COOKIE = 'selectedCity';
const OWNER_MOBILE = '9876543210';
const DEALER_MOBILE = '9123456780';

interface Routes {
  carId: string;
  sellerId: string;
  ownCarId: string;
  /** Cars to compare: one listed, and one of the visitor's own. */
  compareIds: string[];
}

/** Every route of the shell (app-routes.tsx) and of every remote, with real ids. */
function allRoutes({ carId, sellerId, ownCarId, compareIds }: Routes): string[] {
  return [
    '/',
    '/buy-car',
    '/buy-car?brand=Hyundai',
    '/used-cars-in-pune',
    `/buy-car/${carId}`,
    `/seller-details/${sellerId}`,
    '/top-dealer',
    `/compare?ids=${compareIds.join(',')}`,
    '/sell',
    `/sell?edit=${ownCarId}`,
    '/settings/profile',
    '/settings/listings',
    '/settings/interested-buyers',
    '/settings/enquiries',
    '/settings/saved',
    '/settings/recently-viewed',
    '/settings/saved-searches',
    '/settings/buy-packages',
    '/settings/bought-packages',
    '/saved',
    '/contact-us',
    '/about',
    '/career',
    '/terms-and-conditions',
    '/privacy-policy',
    '/register',
    '/forgot-password',
    '/__platform',
    NOT_FOUND_ROUTE,
  ];
}

/** A path no route matches: the not-found page, answered with a 404. */
const NOT_FOUND_ROUTE = '/no-such-page';

/** Paths rendered without the header (spec §2): the end state is checked on the others. */
const CHROMELESS = ['/register', '/forgot-password'];

interface VisitorState {
  name: string;
  /** localStorage, set before every document's scripts run. */
  stored: { session?: SignedInUser; city?: string };
  /** Cookies the browser sends with every document. */
  cookies: { sessionToken?: string; city?: string };
  /** Where the visitor must end up: signed in as (full name) or out; the header's city. */
  expect: { signedInAs: string | null; city: string };
}

/** The same account signed in again and signed out through the API: a token the API now refuses. */
async function revokedToken(api: ApiHelper, mobileNumber: string): Promise<string> {
  const session = await api.signIn(mobileNumber);
  await api.post('/api/v1/auth/logout', {}, session.token);
  return session.token;
}

async function enterState(context: BrowserContext, state: VisitorState) {
  await context.clearCookies();
  const cookies = [];
  if (state.cookies.sessionToken) {
    cookies.push({ name: SESSION_COOKIE, value: state.cookies.sessionToken, url: SHELL_URL, httpOnly: true, sameSite: 'Lax' as const });
  }
  if (state.cookies.city)
    cookies.push({ name: CITY_COOKIE, value: encodeURIComponent(state.cookies.city), url: SHELL_URL, sameSite: 'Lax' as const });
  if (cookies.length) await context.addCookies(cookies);
}

/**
 * Waits until React owns every element the server rendered in #root: hydrated, or rendered again
 * in the browser. A Suspense boundary hydrates when its remote's code has arrived, after <main>; a
 * mismatch inside it is only reported then.
 */
async function untilWholePageHydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      if (!root) return false;
      const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      return Array.from(root.querySelectorAll('*')).every(
        (element) => ['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK', 'META', 'TITLE'].includes(element.tagName) || owned(element),
      );
    },
    null,
    { timeout: 20_000 },
  );
}

test.describe('hydration in every visitor state', () => {
  test.describe.configure({ timeout: 240_000 });

  let routes: string[] = [];
  let owner: SignedInUser;
  let states: VisitorState[] = [];

  test.beforeAll(async ({ request }) => {
    const api = new ApiHelper(request);
    // One sign-in per number at a time: the dev outbox keeps only the last code of a number.
    const [ownerSession, dealerSession] = await Promise.all([api.signIn(OWNER_MOBILE), api.signIn(DEALER_MOBILE)]);
    const refused = await revokedToken(api, OWNER_MOBILE);
    owner = ownerSession;
    // A car listed late in the UTC day, on the next calendar day in India: its page prints that day,
    // which the shell's server (UTC) and the browser (Asia/Kolkata) must print alike. Searched page by
    // page: cars the earlier specs listed (at this run's hour) come first.
    type ListedCar = { id: string; createdAt: string; user?: { id: string } };
    let car: ListedCar | undefined;
    for (let page = 1; !car && page <= 10; page += 1) {
      const listing = await api.get<{ cars: ListedCar[] }>(`/api/v1/cars?pageSize=100&page=${page}`);
      car = listing.cars.find((candidate) => new Date(candidate.createdAt).getUTCHours() >= 19);
      if (listing.cars.length < 100) break;
    }
    // The seed spreads listing times over every hour: none means the seed changed, and this spec
    // would no longer cover the case it was written for.
    if (!car) throw new Error('No listed car was listed after 19:00 UTC: the time-zone case is not covered');
    const ownCars = await api.post<{ cars: Array<{ id: string }> }>('/api/v1/car/get-user-cars', { userId: owner.user.id }, owner.token);
    routes = allRoutes({
      carId: car.id,
      sellerId: car.user?.id ?? owner.user.id,
      ownCarId: ownCars.cars[0]!.id,
      compareIds: [car.id, ownCars.cars[0]!.id],
    });
    const ownerName = owner.user.fullName;
    states = [
      {
        name: 'signed in by localStorage only (no session cookie)',
        stored: { session: owner },
        cookies: {},
        expect: { signedInAs: ownerName, city: 'Select City' },
      },
      {
        name: 'a session cookie the API refuses, a valid session in localStorage',
        stored: { session: owner },
        cookies: { sessionToken: refused },
        expect: { signedInAs: ownerName, city: 'Select City' },
      },
      {
        name: 'the session cookie of another user than localStorage’s',
        stored: { session: owner },
        cookies: { sessionToken: dealerSession.token },
        expect: { signedInAs: ownerName, city: 'Select City' },
      },
      {
        name: 'a session cookie, no session in localStorage (signed out in another tab)',
        stored: {},
        cookies: { sessionToken: ownerSession.token },
        expect: { signedInAs: null, city: 'Select City' },
      },
      {
        name: 'a city in localStorage only',
        stored: { city: 'Jaipur' },
        cookies: {},
        expect: { signedInAs: null, city: 'Jaipur' },
      },
      {
        name: 'a city cookie only',
        stored: {},
        cookies: { city: 'Pune' },
        expect: { signedInAs: null, city: 'Pune' },
      },
      {
        name: 'a city cookie and a different city in localStorage, signed in by both',
        stored: { session: owner, city: 'Jaipur' },
        cookies: { city: 'Pune', sessionToken: owner.token },
        expect: { signedInAs: ownerName, city: 'Jaipur' },
      },
    ];
  });

  for (const index of [0, 1, 2, 3, 4, 5, 6]) {
    test(`state ${index + 1}: every route hydrates with no console error and ends in the browser's state`, async ({ browser }) => {
      const state = states[index]!;
      test.info().annotations.push({ type: 'state', description: state.name });
      const context = await browser.newContext({ baseURL: SHELL_URL, timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
      await context.addInitScript((stored) => {
        localStorage.clear();
        localStorage.setItem('locationModalClosed', 'true');
        // A compare tray the server cannot know of (localStorage only): the browse pages show it after hydrating.
        localStorage.setItem('compareTray', JSON.stringify([{ id: 'tray-car', name: 'A car to compare' }]));
        if (stored.session) {
          localStorage.setItem('token', stored.session.token);
          localStorage.setItem('user', JSON.stringify(stored.session.user));
        }
        if (stored.city) localStorage.setItem('selectedCity', stored.city);
      }, state.stored);
      const page = await context.newPage();
      const auth = new AuthPage(page);
      let route = '';
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // The not-found page answers 404 on purpose (spec): Chromium logs its own document's status.
        const ownDocument = message.location().url === new URL(route, SHELL_URL).href;
        if (route === NOT_FOUND_ROUTE && ownDocument && message.text().includes('status of 404')) return;
        errors.push(`${route}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${route}: ${error.message}`));
      try {
        for (route of routes) {
          await enterState(context, state);
          await page.goto(route, { waitUntil: 'load' });
          await untilWholePageHydrated(page);
          if (!CHROMELESS.includes(route)) {
            const header = page.getByRole('banner');
            await expect(header.getByRole('button', { name: state.expect.city, exact: true }), `${route}: the city`).toBeVisible();
            if (state.expect.signedInAs) {
              await expect(auth.accountEntry(state.expect.signedInAs), `${route}: signed in`).toBeVisible();
            } else {
              await expect(auth.loginButton, `${route}: signed out`).toBeVisible();
            }
          }
          if (route.startsWith('/settings/') || route === '/saved') {
            // Never the sign-in panel for a signed-in visitor, and the screen once it is known.
            await expect(page.getByRole('heading', { name: 'Sign in to see your account' })).toHaveCount(state.expect.signedInAs ? 0 : 1);
          }
        }
        // The last page's late work (the cookie's re-sync, a remote's chunks) reports its errors too.
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
