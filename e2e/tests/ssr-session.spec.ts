// The session on the shell's server (issue 15 point 2, pt 7 "two users rendering at once each see
// their own header"): two browsers sign in through the real modal (+91 number, OTP) as different
// users; signing in gives each the shell server's httpOnly session cookie, and from then on the
// server renders each one's own header and profile, before any script runs, even when both load
// at the same moment. Signing out clears the cookie.
import type { Browser, BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import type { ApiHelper, SignedInUser } from '../support/api-helper';
import { waitForHydration } from '../support/hydration';
import { AuthPage, randomMobileNumber } from '../support/pages/auth-page';
import { SHELL_SERVED_STATIC, SHELL_URL } from '../support/servers';

test.skip(SHELL_SERVED_STATIC, 'E2E_SHELL=static: the shell is not rendered on the server in this run');

const SESSION_COOKIE = 'carmarket_session';

/** The page's markup with every <script> element (code or data) taken out: what is rendered, not handed over. */
function renderedMarkup(html: string) {
  const body = html.slice(html.indexOf('<body'));
  return body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

interface Visitor {
  context: BrowserContext;
  page: Page;
  auth: AuthPage;
  fullName: string;
  mobileNumber: string;
  errors: string[];
}

async function newVisitor(browser: Browser, firstName: string): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  await context.addInitScript(() => localStorage.setItem('locationModalClosed', 'true'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const mobileNumber = randomMobileNumber();
  return { context, page, auth: new AuthPage(page), fullName: `${firstName} ${mobileNumber.slice(-4)}`, mobileNumber, errors };
}

/** Signs up through the API, then signs in through the header's modal as a visitor would. */
async function signIn(visitor: Visitor, api: ApiHelper) {
  await api.post('/api/v1/auth/signup', {
    fullName: visitor.fullName,
    email: `e2e${visitor.mobileNumber}@example.in`,
    mobileNumber: visitor.mobileNumber,
  });
  await visitor.page.goto('/contact-us');
  // This spec's own browser contexts are not the fixtures' page: wait for React before pressing.
  await waitForHydration(visitor.page.getByRole('main'));
  await visitor.auth.open();
  await visitor.auth.sendCode(visitor.mobileNumber);
  // The code exists once the API has answered Send OTP (the code field then shows), not at the click.
  await expect(visitor.auth.otpInput).toBeVisible();
  await visitor.auth.verify(await api.lastOtp(visitor.mobileNumber));
  await expect(visitor.auth.accountEntry(visitor.fullName)).toBeVisible();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies(SHELL_URL)).find((cookie) => cookie.name === SESSION_COOKIE);
}

test('two users signed in at once each get their own header and profile from the server', async ({ browser, request, api }) => {
  const asha = await newVisitor(browser, 'Asha Server');
  const ravi = await newVisitor(browser, 'Ravi Server');
  try {
    // A guest's document carries no cookie and is rendered signed out.
    expect(await sessionCookie(asha.context)).toBeUndefined();
    await Promise.all([signIn(asha, api), signIn(ravi, api)]);

    // Signing in gave each browser the server's cookie: httpOnly (no script reads it), SameSite=Lax.
    for (const visitor of [asha, ravi]) {
      await expect.poll(async () => (await sessionCookie(visitor.context))?.httpOnly).toBe(true);
      expect((await sessionCookie(visitor.context))?.sameSite).toBe('Lax');
      expect(await visitor.page.evaluate(() => document.cookie)).not.toContain(SESSION_COOKIE);
    }

    // The HTML each browser's cookie gets, asked for at the same time, before any script runs.
    // (/contact-us rather than /: the home page still renders in the browser, ADR 0009 "Not yet".)
    const [ashaHome, raviHome, guestHome, ashaProfile, raviProfile] = await Promise.all([
      asha.context.request.get('/contact-us'),
      ravi.context.request.get('/contact-us'),
      request.get('/contact-us'),
      asha.context.request.get('/settings/profile'),
      ravi.context.request.get('/settings/profile'),
    ]);
    const ashaMarkup = renderedMarkup(await ashaHome.text());
    const raviMarkup = renderedMarkup(await raviHome.text());
    const guestMarkup = renderedMarkup(await guestHome.text());
    expect(ashaMarkup).toContain(`Account settings of ${asha.fullName}`);
    expect(ashaMarkup).not.toContain(ravi.fullName);
    expect(raviMarkup).toContain(`Account settings of ${ravi.fullName}`);
    expect(raviMarkup).not.toContain(asha.fullName);
    expect(guestMarkup).toContain('Login / Register');
    expect(guestMarkup).not.toContain(asha.fullName);
    expect(guestMarkup).not.toContain(ravi.fullName);
    expect(ashaHome.headers()['cache-control']).toBe('private, no-store');
    expect(guestHome.headers()['cache-control']).not.toContain('private');

    const ashaProfileMarkup = renderedMarkup(await ashaProfile.text());
    expect(ashaProfileMarkup).toContain('Profile Settings');
    expect(ashaProfileMarkup).toContain(`+91 ${asha.mobileNumber}`);
    expect(await ashaProfile.text()).not.toContain(ravi.mobileNumber);
    expect(renderedMarkup(await raviProfile.text())).toContain(`+91 ${ravi.mobileNumber}`);
    expect(await raviProfile.text()).not.toContain(asha.mobileNumber);

    // Both browsers load the profile page at the same moment: each hydrates its own server-rendered
    // page with no error, and asks the API nothing for the profile the server handed over.
    const profileCalls = { asha: 0, ravi: 0 };
    asha.page.on('request', (req) => void (req.url().includes('/api/v1/profile/get-userProfile') && profileCalls.asha++));
    ravi.page.on('request', (req) => void (req.url().includes('/api/v1/profile/get-userProfile') && profileCalls.ravi++));
    asha.errors.length = 0;
    ravi.errors.length = 0;
    await Promise.all([asha.page.goto('/settings/profile'), ravi.page.goto('/settings/profile')]);
    for (const visitor of [asha, ravi]) {
      await expect(visitor.page.locator('#root[data-server-rendered]')).toHaveCount(1);
      await expect(visitor.auth.accountEntry(visitor.fullName)).toBeVisible();
      await expect(visitor.page.getByLabel('Phone Number')).toHaveValue(`+91 ${visitor.mobileNumber}`);
      await visitor.page.waitForLoadState('networkidle');
      expect(visitor.errors).toEqual([]);
    }
    expect(profileCalls).toEqual({ asha: 0, ravi: 0 });

    // Signing out clears the cookie: the next document is rendered signed out.
    // (From a page without the account screen's own Logout button.)
    await asha.page.goto('/contact-us');
    await waitForHydration(asha.page.getByRole('main'));
    await asha.auth.logout();
    await expect(asha.auth.loginButton).toBeVisible();
    await expect.poll(async () => sessionCookie(asha.context)).toBeUndefined();
    const afterLogout = renderedMarkup(await (await asha.context.request.get('/contact-us')).text());
    expect(afterLogout).toContain('Login / Register');
    expect(afterLogout).not.toContain(asha.fullName);
    // Ravi is still signed in.
    expect(renderedMarkup(await (await ravi.context.request.get('/contact-us')).text())).toContain(`Account settings of ${ravi.fullName}`);
  } finally {
    await asha.context.close();
    await ravi.context.close();
  }
});

test('the session endpoint refuses another site', async ({ request }) => {
  const response = await request.post('/session', {
    headers: { Origin: 'https://evil.example', 'X-CarMarket-Session': '1' },
    data: { token: 'x'.repeat(43) },
  });
  expect(response.status()).toBe(403);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

interface OwnCar {
  id: string;
  carName: string;
}

/** A browser signed in as `session` the way a signed-in visitor's is: the token stored, and the server's cookie. */
async function signedInContext(browser: Browser, session: SignedInUser) {
  const context = await browser.newContext({ baseURL: SHELL_URL });
  await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: SHELL_URL, httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((stored) => {
    localStorage.setItem('locationModalClosed', 'true');
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
  return context;
}

test("My Listings' HTML holds the signed-in owner's own cars before any script runs, and hydrating asks nothing again", async ({
  browser,
  api,
}) => {
  // The seeded owner and the seeded dealer, asking for their My Listings at the same moment.
  const [owner, dealer] = await Promise.all([api.signIn('9876543210'), api.signIn('9123456780')]);
  const carsOf = async (session: SignedInUser) =>
    (await api.post<{ cars: OwnCar[] }>('/api/v1/car/get-user-cars', { userId: session.user.id }, session.token)).cars;
  const [ownerCars, dealerCars] = await Promise.all([carsOf(owner), carsOf(dealer)]);
  expect(ownerCars.length).toBeGreaterThan(0);
  const ownerContext = await signedInContext(browser, owner);
  const dealerContext = await signedInContext(browser, dealer);
  try {
    const [ownerAnswer, dealerAnswer] = await Promise.all([
      ownerContext.request.get('/settings/listings'),
      dealerContext.request.get('/settings/listings'),
    ]);
    expect(ownerAnswer.headers()['cache-control']).toBe('private, no-store');
    const ownerMarkup = renderedMarkup(await ownerAnswer.text());
    const dealerMarkup = renderedMarkup(await dealerAnswer.text());
    // Each card is titled by its car's id: the owner's page has every one of theirs and none of the dealer's.
    for (const car of ownerCars) {
      expect(ownerMarkup).toContain(`id="listing-${car.id}-title"`);
      expect(dealerMarkup).not.toContain(`id="listing-${car.id}-title"`);
    }
    for (const car of dealerCars) {
      expect(dealerMarkup).toContain(`id="listing-${car.id}-title"`);
      expect(ownerMarkup).not.toContain(`id="listing-${car.id}-title"`);
    }
    expect(ownerMarkup).toContain(ownerCars[0]!.carName);

    // The browser hydrates the server's page: the cars are there, no error, no second request for them.
    const page = await ownerContext.newPage();
    const errors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    page.on('pageerror', (error) => errors.push(error.message));
    let userCarsCalls = 0;
    page.on('request', (request) => void (request.url().includes('/api/v1/car/get-user-cars') && userCarsCalls++));
    await page.goto('/settings/listings');
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: ownerCars[0]!.carName }).first()).toBeVisible();
    await waitForHydration(page.getByRole('searchbox', { name: 'Search your cars' }));
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(userCarsCalls).toBe(0);
  } finally {
    await ownerContext.close();
    await dealerContext.close();
  }
});
