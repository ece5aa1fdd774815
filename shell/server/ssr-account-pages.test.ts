// The account pages and the public seller/dealer pages on the shell's server, on the production
// builds (node scripts/build-apps.mjs --ssr): the HTML of each holds its data, fetched on the
// server. The account pages' data is private: a fake API that answers each endpoint for the
// token it is asked with shows that the server asks as the request's own user, and that two users
// rendered at once each get only their own rows (issue 15 point 2).
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_PLANS } from '../../shared/src/domain';
import { makeCar } from '../../shared/src/testing/make-car';
import { closeServers, dealerWithOneCar, fetchPage, handedOver, renderedMarkup, startShellOnBuilds, userOf } from './shell-on-builds';

const ASHA = userOf('user-asha', 'Asha Rao', '9876500001', 'asha@example.in');
const RAVI = userOf('user-ravi', 'Ravi Kumar', '9876500002', 'ravi@example.in');
const TOKEN_ASHA = 'asha'.repeat(11);
const TOKEN_RAVI = 'ravi'.repeat(11);
const plan = PACKAGE_PLANS[0]!;

/** Everything private the fake API holds for one user: unique names, so a leak shows in the HTML. */
function accountOf(user: typeof ASHA, name: string, quantity: number, delayMs: number) {
  const car = (carName: string) => makeCar({ id: `car-${carName.replace(/\W+/g, '-')}`, carName, carImages: [] });
  return {
    user,
    delayMs,
    cars: [car(`${name} Listed Creta`), car(`${name} Listed Swift`)],
    enquiries: [
      {
        id: `enquiry-${name}`,
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        message: null,
        car: car(`${name} Enquired Nexon`),
        owner: { id: 'owner-1', name: 'Mehta Motors', role: 'Dealer', phone: '9123456780', address: 'Link Road, Mumbai', avatar: null },
      },
    ],
    buyers: [
      {
        id: `buyer-${name}`,
        enquiryId: `enq-${name}`,
        createdAt: '2025-05-02T09:30:00.000Z',
        name: `${name} Interested Buyer`,
        role: 'EndUser',
        phone: '9988776655',
        email: `${name.toLowerCase()}-buyer@example.in`,
        location: 'Indore, Madhya Pradesh',
        preferences: ['SUV'],
        message: null,
        carId: 'car-1',
        carTitle: `${name} Listed Creta`,
        carPrice: 1_050_000,
      },
    ],
    saved: [{ id: `saved-${name}`, savedAt: '2025-04-01T10:00:00.000Z', car: car(`${name} Saved Baleno`) }],
    orders: [
      {
        id: `order-${name}`,
        planId: plan.id,
        plan,
        quantity,
        ads: plan.ads * quantity,
        unitPrice: plan.price,
        subtotal: plan.price * quantity,
        gst: 0,
        total: plan.price * quantity,
        purchasedAt: '2026-11-01T06:00:00.000Z',
        validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        purchaseDate: '',
        validity: '',
        status: 'Active',
        paymentStatus: 'paid',
        paymentExpiresAt: null,
        failureReason: null,
        paymentId: `pay-${name}`,
      },
    ],
  };
}

/** Asha's answers are slower than Ravi's, so their renders overlap and finish in the other order. */
const ACCOUNTS = new Map([
  [TOKEN_ASHA, accountOf(ASHA, 'Asha', 2, 200)],
  [TOKEN_RAVI, accountOf(RAVI, 'Ravi', 3, 20)],
]);
const asha = ACCOUNTS.get(TOKEN_ASHA)!;
const ravi = ACCOUNTS.get(TOKEN_RAVI)!;

const { seller: SELLER, sellerCar } = dealerWithOneCar();
// Asha has saved the seller's car (its heart is filled on the seller's page for her).
asha.saved.push({ id: 'saved-asha-city', savedAt: '2025-04-02T10:00:00.000Z', car: sellerCar });

const dealer = (name: string, city: string) => ({
  id: `dealer-${name}`,
  name,
  role: 'Dealer',
  city,
  location: `Park Street, ${city}`,
  phone: '9000000002',
  imageUrl: null,
  rating: 4.5,
  carsListed: 12,
  userId: null,
});

/** The endpoints whose answer is the signed-in user's own. */
const PRIVATE_PATHS = [
  '/api/v1/car/get-user-cars',
  '/api/v1/enquiries/mine',
  '/api/v1/enquiries/received',
  '/api/v1/saved-cars',
  '/api/v1/package-orders',
];

/** Every call the fake API got: its path and the token it was sent with ('' without one). */
const calls: Array<{ path: string; token: string }> = [];

function fakeApi() {
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    calls.push({ path: url.pathname, token });
    const account = ACCOUNTS.get(token);
    const answer = (body: unknown, status = 200) =>
      setTimeout(() => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      }, account?.delayMs ?? 10);
    let requestBody = '';
    req.on('data', (chunk: Buffer) => (requestBody += chunk.toString()));
    req.on('end', () => {
      // Public endpoints.
      if (url.pathname === '/api/v1/packages') return answer({ plans: PACKAGE_PLANS });
      if (url.pathname === '/api/v1/sellers/seller-1') return answer(SELLER);
      if (url.pathname === '/api/v1/dealers') {
        const city = url.searchParams.get('city') ?? '';
        return answer({ dealers: [dealer(`${city} Motors`, city), dealer(`${city} Auto Hub`, city)] });
      }
      // Everything else is the token's user's own.
      if (!account) return answer({ message: 'Unauthorized' }, 401);
      switch (url.pathname) {
        case '/api/v1/auth/me':
          return answer({ user: account.user });
        case '/api/v1/car/get-user-cars': {
          // Only the user's own cars: another user's id is refused.
          const { userId } = JSON.parse(requestBody || '{}') as { userId?: string };
          return userId === account.user.id ? answer({ cars: account.cars }) : answer({ message: 'Forbidden' }, 403);
        }
        case '/api/v1/enquiries/mine':
          return answer({ enquiries: account.enquiries });
        case '/api/v1/enquiries/received':
          return answer({ buyers: account.buyers });
        case '/api/v1/saved-cars':
          return answer({ savedCars: account.saved });
        case '/api/v1/package-orders':
          return answer({ orders: account.orders });
        default:
          return answer({ cars: [], total: 0, items: [] });
      }
    });
  });
}

let shellUrl = '';

const page = (pathname: string, token?: string) => fetchPage(shellUrl, pathname, token);

const beforeScripts = renderedMarkup;

const handOff = handedOver;

const handedOverKeys = (html: string) => handOff(html).map((entry) => entry.queryKey);

/** Every name the account holds, to look for in another user's page. */
function privateNames(account: typeof asha): string[] {
  return [
    ...account.cars.map((car) => car.carName),
    ...account.enquiries.map((enquiry) => enquiry.car.carName),
    ...account.buyers.map((buyer) => buyer.name),
    ...account.saved.map((saved) => saved.car.carName),
    ...account.orders.map((order) => order.paymentId),
    account.user.fullName,
  ];
}

beforeAll(async () => {
  ({ shellUrl } = await startShellOnBuilds({ api: fakeApi(), budgetMs: 3000, log: () => {} }));
});

afterAll(closeServers);

describe('the account pages on the shell server', () => {
  it("renders two users' listings and enquiries at once, each with only their own rows, fetched with their own token", async () => {
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () =>
        Promise.all([
          page('/settings/listings', TOKEN_ASHA),
          page('/settings/listings', TOKEN_RAVI),
          page('/settings/enquiries', TOKEN_ASHA),
          page('/settings/enquiries', TOKEN_RAVI),
        ]),
      ),
    );
    for (const [ashaListings, raviListings, ashaEnquiries, raviEnquiries] of rounds) {
      for (const { status, headers } of [ashaListings, raviListings, ashaEnquiries, raviEnquiries]) {
        expect(status).toBe(200);
        expect(headers.get('cache-control')).toBe('private, no-store');
        expect(headers.get('vary')).toContain('Cookie');
      }
      for (const car of asha.cars) expect(beforeScripts(ashaListings.html)).toContain(car.carName);
      for (const car of ravi.cars) expect(beforeScripts(raviListings.html)).toContain(car.carName);
      expect(beforeScripts(ashaEnquiries.html)).toContain('Asha Enquired Nexon');
      expect(beforeScripts(raviEnquiries.html)).toContain('Ravi Enquired Nexon');
      expect(handedOverKeys(ashaListings.html)).toContainEqual(['user-cars', ASHA.id]);
      expect(handedOverKeys(raviEnquiries.html)).toContainEqual(['my-enquiries', RAVI.id]);
      for (const html of [ashaListings.html, ashaEnquiries.html]) {
        for (const name of privateNames(ravi)) expect(html).not.toContain(name);
      }
      for (const html of [raviListings.html, raviEnquiries.html]) {
        for (const name of privateNames(asha)) expect(html).not.toContain(name);
      }
    }
    // Each private call carried the token of the user whose page it was for.
    const privateCalls = calls.filter((call) => ['/api/v1/car/get-user-cars', '/api/v1/enquiries/mine'].includes(call.path));
    expect(privateCalls).toHaveLength(12);
    expect(privateCalls.filter((call) => call.token === TOKEN_ASHA)).toHaveLength(6);
    expect(privateCalls.filter((call) => call.token === TOKEN_RAVI)).toHaveLength(6);
  });

  it("renders every other account page with the user's own rows", async () => {
    const [buyers, saved, savedShort, buy, bought] = await Promise.all([
      page('/settings/interested-buyers', TOKEN_ASHA),
      page('/settings/saved', TOKEN_ASHA),
      page('/saved', TOKEN_ASHA),
      page('/settings/buy-packages', TOKEN_ASHA),
      page('/settings/bought-packages/', TOKEN_ASHA),
    ]);
    expect(beforeScripts(buyers.html)).toContain('Asha Interested Buyer');
    expect(handedOverKeys(buyers.html)).toContainEqual(['received-enquiries', ASHA.id, '']);
    expect(beforeScripts(saved.html)).toContain('Asha Saved Baleno');
    expect(beforeScripts(savedShort.html)).toContain('Asha Saved Baleno');
    expect(handedOverKeys(saved.html)).toContainEqual(['saved-cars', ASHA.id]);
    // Buy Packages: the catalogue, and the ads balance (the orders against the cars on sale).
    const buyMarkup = beforeScripts(buy.html);
    expect(buyMarkup).toContain(`${plan.adsLabel}`);
    expect(buyMarkup).toContain(`${plan.ads * 2 - asha.cars.length} left of ${plan.ads * 2} ads`);
    expect(beforeScripts(bought.html)).toContain(`${plan.adsLabel} × 2`);
    expect(handedOverKeys(bought.html)).toContainEqual(['package-orders', ASHA.id]);
    for (const { status, html } of [buyers, saved, savedShort, buy, bought]) {
      expect(status).toBe(200);
      expect(beforeScripts(html)).not.toContain('Failed to fetch');
      for (const name of privateNames(ravi)) expect(html).not.toContain(name);
    }
  });

  it('renders an account page without a session as a neutral loading state (never the sign-in panel), asking the API nothing private', async () => {
    const before = calls.length;
    const [listings, enquiries] = await Promise.all([page('/settings/listings'), page('/settings/enquiries')]);
    for (const { status, html, headers } of [listings, enquiries]) {
      expect(status).toBe(200);
      // A visitor's own screen even signed out: no cache keeps it (ADR 0013).
      expect(headers.get('cache-control')).toBe('private, no-store');
      // Maybe signed in by localStorage only: the browser decides after hydrating (ADR 0014).
      expect(beforeScripts(html)).toContain('Loading your account…');
      expect(beforeScripts(html)).not.toContain('Sign in to see your account');
      expect(handOff(html)).toEqual([]);
      for (const name of [...privateNames(asha), ...privateNames(ravi)]) expect(html).not.toContain(name);
    }
    expect(calls.slice(before).filter((call) => call.token !== '' || PRIVATE_PATHS.includes(call.path))).toEqual([]);
  });
});

describe('the seller and dealer pages on the shell server', () => {
  it("renders a seller's page with the seller and their cars", async () => {
    const seller = await page('/seller-details/seller-1');
    expect(seller.status).toBe(200);
    const markup = beforeScripts(seller.html);
    expect(markup).toContain('Kapoor Cars');
    expect(markup).toContain('Honda City ZX');
    expect(handedOverKeys(seller.html)).toContainEqual(['seller', 'seller-1']);
    expect(markup).toContain('aria-pressed="false" aria-label="Save Honda City ZX"');
  });

  it("renders a signed-in visitor's hearts on a seller's page as they saved them", async () => {
    const [ashaPage, raviPage] = await Promise.all([
      page('/seller-details/seller-1', TOKEN_ASHA),
      page('/seller-details/seller-1', TOKEN_RAVI),
    ]);
    // Asha saved the seller's car, Ravi did not.
    expect(beforeScripts(ashaPage.html)).toContain('aria-pressed="true" aria-label="Remove Honda City ZX from saved cars"');
    expect(handedOverKeys(ashaPage.html)).toContainEqual(['saved-cars', ASHA.id]);
    expect(beforeScripts(raviPage.html)).toContain('aria-pressed="false" aria-label="Save Honda City ZX"');
    expect(raviPage.html).not.toContain('Asha Saved Baleno');
  });

  it("renders the top dealers of the URL's city, or of the default city", async () => {
    const [mumbai, fallback] = await Promise.all([page('/top-dealer?city=Mumbai'), page('/top-dealer')]);
    expect(beforeScripts(mumbai.html)).toContain('Mumbai Motors');
    expect(beforeScripts(mumbai.html)).toContain('Mumbai Auto Hub');
    expect(handedOverKeys(mumbai.html)).toContainEqual(['dealers', 'Mumbai', '']);
    expect(beforeScripts(fallback.html)).toContain('Kolkata Motors');
  });

  it("renders the top dealers of the visitor's chosen city (its cookie) when the URL names none", async () => {
    const response = await fetch(`${shellUrl}/top-dealer`, { headers: { Cookie: 'selectedCity=Delhi' } });
    const html = await response.text();
    expect(beforeScripts(html)).toContain('Delhi Motors');
    expect(handedOverKeys(html)).toContainEqual(['dealers', 'Delhi', '']);
  });
});
