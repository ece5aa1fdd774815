// The HTML cache of anonymous pages on the production builds (issue 26, ADR 0013): validators and
// 304s, one render for a burst, two shell instances on one API that both answer a data change
// within 1 s, nothing of a signed-in visitor (or a refused cookie, or a private path) stored or
// served from it, and a remote's fallback kept only briefly.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_VIEWS_BATCH_MAX as CONTRACT_BATCH_MAX } from '../../shared/src/contracts/api/cars';
import { makeCar } from '../../shared/src/testing/make-car';
import { CAR_VIEWS_BATCH_MAX, createCarPageViews } from './car-page-views.mjs';
import { SESSION_COOKIE } from './session-cookie.mjs';
import {
  closeServers,
  listen,
  remoteOrigin,
  renderedMarkup,
  startShell,
  startShellOnBuilds,
  dealerWithOneCar,
  userOf,
  type Composition,
} from './shell-on-builds';

const ASHA = userOf('user-asha', 'Asha Rao', '9876500001', 'asha@example.in');
const RAVI = userOf('user-ravi', 'Ravi Kumar', '9876500002', 'ravi@example.in');
const TOKEN_ASHA = 'asha'.repeat(11);
const TOKEN_RAVI = 'ravi'.repeat(11);
const REFUSED = 'gone'.repeat(11);
const USERS = new Map([
  [TOKEN_ASHA, ASHA],
  [TOKEN_RAVI, RAVI],
]);

const cars = new Map([
  ['car-creta', makeCar({ id: 'car-creta', carName: 'Hyundai Creta SX', carPrice: 1_050_000 })],
  ['car-nexon', makeCar({ id: 'car-nexon', brand: 'Tata', model: 'Nexon', carName: 'Tata Nexon XZ Plus', carPrice: 875_000 })],
  ['car-venue', makeCar({ id: 'car-venue', carName: 'Hyundai Venue S', carPrice: 790_000 })],
  ['car-baleno', makeCar({ id: 'car-baleno', carName: 'Maruti Baleno Alpha', carPrice: 690_000 })],
]);
const { seller: SELLER, sellerCar } = dealerWithOneCar();
/** Asha saved the seller's car: its heart is filled for her. */
const SAVED = new Map([[TOKEN_ASHA, [{ id: 'saved-asha-city', savedAt: '2025-04-02T10:00:00.000Z', car: sellerCar }]]]);

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

/** The database's listing_version, as GET /api/v1/listing-version answers it. */
let dataVersion = 1;
/** Every path the fake API was asked for. */
const apiCalls: string[] = [];
const callsTo = (path: string) => apiCalls.filter((call) => call === path).length;
/** The views the shell's server recorded for pages it answered from its cache: one entry per batch sent. */
const viewBatches: { carId: string; forwardedFor?: string; userAgent?: string }[][] = [];

function fakeApi() {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    apiCalls.push(url.pathname);
    if (url.pathname === '/api/v1/car-views' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        viewBatches.push((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { views: (typeof viewBatches)[number] }).views);
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ counted: 0 }));
      });
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    const answer = (body: unknown, status = 200, delayMs = 40) =>
      setTimeout(() => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      }, delayMs);
    if (url.pathname === '/api/v1/listing-version') return answer({ version: String(dataVersion) }, 200, 1);
    if (url.pathname === '/api/v1/auth/me') {
      const user = USERS.get(token);
      return user ? answer({ user }) : answer({ message: 'Please sign in to continue' }, 401);
    }
    if (url.pathname === '/api/v1/saved-cars') {
      return USERS.has(token) ? answer({ savedCars: SAVED.get(token) ?? [] }) : answer({ message: 'Please sign in to continue' }, 401);
    }
    if (url.pathname === '/api/v1/sellers/seller-1') return answer(SELLER);
    if (url.pathname === '/api/v1/dealers') {
      const city = url.searchParams.get('city') ?? '';
      return answer({ dealers: [dealer(`${city} Motors`, city)] });
    }
    const car = /^\/api\/v1\/cars\/([^/]+)$/.exec(url.pathname)?.[1];
    if (car) {
      const found = cars.get(car);
      // Slow enough that a burst of requests arrives while the first render waits for it.
      return found ? answer({ car: found }, 200, 150) : answer({ message: 'Cars not found' }, 404);
    }
    return answer({ cars: [], total: 0, items: [] });
  });
}

const FALLBACK_TTL_MS = 600;
const logged: string[] = [];
let shellUrl = '';
let otherShellUrl = '';
let composition: Composition;
let compositionFile = '';

beforeAll(async () => {
  ({ shellUrl, composition, compositionFile } = await startShellOnBuilds({
    api: fakeApi(),
    budgetMs: 3000,
    log: (message) => logged.push(message),
    shell: { htmlCache: { fallbackTtlMs: FALLBACK_TTL_MS }, versionCheckMs: 100 },
  }));
  // A second instance behind the same balancer: same composition, same API, its own memory.
  otherShellUrl = await startShell(compositionFile, {
    budgetMs: 3000,
    log: (message) => logged.push(message),
    htmlCache: { fallbackTtlMs: FALLBACK_TTL_MS },
    versionCheckMs: 100,
  });
});

afterAll(closeServers);

async function get(
  pathname: string,
  { origin = shellUrl, token, headers = {} }: { origin?: string; token?: string; headers?: Record<string, string> } = {},
) {
  const cookie = [token ? `${SESSION_COOKIE}=${token}` : '', headers.Cookie ?? ''].filter(Boolean).join('; ');
  const response = await fetch(`${origin}${pathname}`, { headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Asks until `seen` holds; fails if it does not within `withinMs` of the call. */
async function expectSeenWithin(read: () => Promise<string>, seen: (html: string) => boolean, withinMs: number) {
  const started = Date.now();
  for (;;) {
    if (seen(await read())) return Date.now() - started;
    expect(Date.now() - started).toBeLessThan(withinMs);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Answered from the cache: held fresh, or just rendered by the render this request waited on. */
const servedFromCache = (page: { headers: Headers }) => ['fresh', 'miss'].includes(page.headers.get('x-cache') ?? '');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every inline script that runs (not a file, not a data element). */
const inlineScriptTexts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => text!);

describe('anonymous pages from the HTML cache', () => {
  it('answers a page it holds with a strong ETag, public caching for a CDN, a revalidating browser and CSP hashes', async () => {
    const first = await get('/buy-car/car-creta');
    expect(first.status).toBe(200);
    // The first visitor's page streamed as it rendered, with its own nonce: not a shared copy.
    expect(first.headers.get('x-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-security-policy')).toMatch(/'nonce-/);

    const second = await get('/buy-car/car-creta');
    expect(servedFromCache(second)).toBe(true);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30');
    expect(second.headers.get('etag')).toMatch(/^"[\w-]{27}-(br|gzip)"$/);
    expect(second.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(renderedMarkup(second.html)).toContain('Hyundai Creta SX');
    expect(renderedMarkup(first.html)).toContain('Hyundai Creta SX');
    // No nonce on a shared copy: each inline script is allowed by its hash.
    const csp = second.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/'nonce-/);
    expect(second.html).not.toMatch(/<script[^>]*\bnonce=/);
    const scripts = inlineScriptTexts(second.html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const text of scripts) expect(csp).toContain(sha256(text));
  });

  it('answers 304 to the ETag it gave, per encoding, without rendering', async () => {
    const page = await get('/buy-car/car-creta', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = page.headers.get('etag')!;
    expect(etag).toMatch(/-gzip"$/);
    const before = callsTo('/api/v1/cars/car-creta');
    const again = await get('/buy-car/car-creta', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(callsTo('/api/v1/cars/car-creta')).toBe(before);
    // The brotli copy is another representation: its own ETag, a 200.
    expect((await get('/buy-car/car-creta', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } })).status).toBe(200);
    // Without compression, the page as it is.
    const plain = await get('/buy-car/car-creta', { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
  });

  it('renders a page once for a burst of visitors and crawlers, and keeps one entry whatever the query order', async () => {
    const before = callsTo('/api/v1/cars/car-nexon');
    const crawler = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const pages = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        get(index % 2 ? '/buy-car/car-nexon?a=1&b=2' : '/buy-car/car-nexon?b=2&a=1', { headers: index % 3 ? {} : crawler }),
      ),
    );
    for (const page of pages) expect(renderedMarkup(page.html)).toContain('Tata Nexon XZ Plus');
    // One canonical URL, rendered once.
    expect(callsTo('/api/v1/cars/car-nexon') - before).toBe(1);
    expect(servedFromCache(await get('/buy-car/car-nexon?b=2&a=1'))).toBe(true);
  });

  it('records the views of car pages it answers from the cache, as their visitors, batched, and of no other page', async () => {
    await get('/buy-car/car-creta');
    await get('/buy-car/car-nexon');
    const visitor = { 'User-Agent': 'Phone browser of one visitor/1.0' };
    const other = { 'User-Agent': 'Another phone/2.0', 'X-Forwarded-For': '203.0.113.5' };
    // Let the views of the renders above go first.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const before = viewBatches.length;
    const pages = [
      await get('/buy-car/car-creta', { headers: visitor }),
      await get('/buy-car/car-creta', { headers: visitor }),
      await get('/buy-car/car-nexon', { headers: visitor }),
      await get('/buy-car/car-creta', { headers: other }),
    ];
    expect(pages.map(servedFromCache)).toEqual([true, true, true, true]);
    // Within the flush interval, one POST /api/v1/car-views: the same visitor's repeat collapses.
    await expect.poll(() => viewBatches.length, { timeout: 3000 }).toBe(before + 1);
    const batch = viewBatches[before]!;
    expect(batch.map(({ carId, userAgent }) => ({ carId, userAgent }))).toEqual([
      { carId: 'car-creta', userAgent: visitor['User-Agent'] },
      { carId: 'car-nexon', userAgent: visitor['User-Agent'] },
      { carId: 'car-creta', userAgent: other['User-Agent'] },
    ]);
    // Each visitor named as the API's own calls name them (visitor-headers.mjs): the list received plus this socket.
    expect(batch[2]!.forwardedFor).toMatch(/^203\.0\.113\.5, /);
    // The listing from the cache is no car's view.
    await get('/buy-car');
    const listing = await get('/buy-car', { headers: visitor });
    expect(servedFromCache(listing)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(viewBatches).toHaveLength(before + 1);
  });

  it('sends at most the batch the contract allows, and stays bounded when the API does not answer', async () => {
    expect(CAR_VIEWS_BATCH_MAX).toBe(CONTRACT_BATCH_MAX);
    const posted: number[] = [];
    const logged: string[] = [];
    const views = createCarPageViews({
      log: (message) => logged.push(message),
      flushEveryMs: 60_000,
      maxQueued: 450,
      fetchImpl: async (_url, init) => {
        posted.push((JSON.parse(String(init?.body)) as { views: unknown[] }).views.length);
        return new Response('{"counted":0}');
      },
    });
    for (let i = 0; i < 500; i += 1) views.add({ apiBaseUrl: 'http://api.invalid', carId: `car-${i}`, visitor: { 'User-Agent': 'x' } });
    expect(views.queued).toBe(450);
    await views.flush();
    expect(posted).toEqual([200, 200, 50]);
    expect(logged).toEqual([expect.stringContaining('50 car page views were not counted')]);
    expect(views.queued).toBe(0);
  });

  it('keeps a page per chosen city (its cookie)', async () => {
    const mumbai = await get('/top-dealer', { headers: { Cookie: 'selectedCity=Mumbai' } });
    const delhi = await get('/top-dealer', { headers: { Cookie: 'selectedCity=Delhi' } });
    expect(renderedMarkup(mumbai.html)).toContain('Mumbai Motors');
    expect(renderedMarkup(delhi.html)).toContain('Delhi Motors');
    const mumbaiAgain = await get('/top-dealer', { headers: { Cookie: 'selectedCity=Mumbai' } });
    expect(servedFromCache(mumbaiAgain)).toBe(true);
    expect(renderedMarkup(mumbaiAgain.html)).toContain('Mumbai Motors');
    expect(renderedMarkup(mumbaiAgain.html)).not.toContain('Delhi Motors');
  });
});

describe('two shell instances on one API', () => {
  it("both answer a car's change within 1 s of the API's version moving, and keep their copy until it moves", async () => {
    // Both instances hold the page.
    for (const origin of [shellUrl, otherShellUrl]) {
      await get('/buy-car/car-baleno', { origin });
      expect(servedFromCache(await get('/buy-car/car-baleno', { origin }))).toBe(true);
    }
    // A price change the version does not (yet) tell: both keep answering their copy.
    cars.set('car-baleno', { ...cars.get('car-baleno')!, carPrice: 590_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const origin of [shellUrl, otherShellUrl])
      expect(renderedMarkup((await get('/buy-car/car-baleno', { origin })).html)).toContain('6.9 Lakhs');
    // The write's version (the database bumps it in the same transaction): both within 1 s.
    dataVersion += 1;
    await Promise.all(
      [shellUrl, otherShellUrl].map((origin) =>
        expectSeenWithin(
          async () => renderedMarkup((await get('/buy-car/car-baleno', { origin })).html),
          (html) => html.includes('5.9 Lakhs'),
          1000,
        ),
      ),
    );
    // A deleted car: gone from its page on both.
    cars.delete('car-baleno');
    dataVersion += 1;
    await Promise.all(
      [shellUrl, otherShellUrl].map((origin) =>
        expectSeenWithin(
          async () => renderedMarkup((await get('/buy-car/car-baleno', { origin })).html),
          (html) => !html.includes('Maruti Baleno Alpha'),
          1000,
        ),
      ),
    );
  });

  it('both render from a release promoted in the composition on the next request', async () => {
    const requests: string[] = [];
    const promoted = await listen(remoteOrigin('mf-browse', (url) => requests.push(url)));
    await get('/buy-car/car-creta', { origin: otherShellUrl });
    expect(servedFromCache(await get('/buy-car/car-creta', { origin: otherShellUrl }))).toBe(true);
    writeFileSync(
      compositionFile,
      JSON.stringify({ ...composition, remotes: { ...composition.remotes, mf_browse: `${promoted}/mf-manifest.json` } }),
    );
    try {
      for (const origin of [shellUrl, otherShellUrl]) {
        const page = await get('/buy-car/car-creta', { origin });
        expect(page.headers.get('x-cache')).toBeNull();
        expect(renderedMarkup(page.html)).toContain('Hyundai Creta SX');
      }
      expect(requests).toContain('mf-browse/server/remoteEntry.js');
    } finally {
      writeFileSync(compositionFile, JSON.stringify(composition));
    }
  });
});

describe('nothing private in the shared cache', () => {
  const HEART_FILLED = 'aria-pressed="true" aria-label="Remove Honda City ZX from saved cars"';
  const HEART_EMPTY = 'aria-pressed="false" aria-label="Save Honda City ZX"';

  it('two users and a guest interleaved: the users get their own pages, never stored; the guest never sees theirs', async () => {
    const seller = '/seller-details/seller-1';
    const guestFirst = await get(seller);
    const [asha, guest, ravi, ashaAgain, guestAgain] = await Promise.all([
      get(seller, { token: TOKEN_ASHA }),
      get(seller),
      get(seller, { token: TOKEN_RAVI }),
      get(seller, { token: TOKEN_ASHA, headers: { 'If-None-Match': guestFirst.headers.get('etag') ?? '"none"' } }),
      get(seller),
    ]);
    for (const own of [asha, ravi, ashaAgain]) {
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-store');
      expect(own.headers.get('etag')).toBeNull();
      expect(own.headers.get('x-cache')).toBeNull();
    }
    expect(renderedMarkup(asha.html)).toContain(HEART_FILLED);
    expect(renderedMarkup(ashaAgain.html)).toContain(HEART_FILLED);
    expect(asha.html).toContain('Asha Rao');
    expect(renderedMarkup(ravi.html)).toContain(HEART_EMPTY);
    expect(ravi.html).toContain('Ravi Kumar');
    expect(ravi.html).not.toContain('Asha Rao');
    for (const page of [guestFirst, guest, guestAgain, await get(seller)]) {
      expect(renderedMarkup(page.html)).toContain(HEART_EMPTY);
      expect(page.html).not.toContain('Asha Rao');
      expect(page.html).not.toContain('Ravi Kumar');
      expect(page.html).not.toContain(TOKEN_ASHA);
    }
    expect(servedFromCache(await get(seller))).toBe(true);
  });

  it('a session cookie the API refuses: the page is rendered for it, private, no-store, and the cookie cleared', async () => {
    await get('/buy-car/car-creta');
    const refused = await get('/buy-car/car-creta', { token: REFUSED });
    expect(refused.status).toBe(200);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(refused.headers.get('x-cache')).toBeNull();
    expect(refused.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });

  it('the settings screens and saved cars are never cached, even signed out', async () => {
    for (const pathname of ['/settings/profile', '/settings/saved', '/saved']) {
      for (let round = 0; round < 2; round += 1) {
        const page = await get(pathname);
        expect(page.headers.get('cache-control'), pathname).toBe('private, no-store');
        expect(page.headers.get('x-cache'), pathname).toBeNull();
        expect(page.headers.get('etag'), pathname).toBeNull();
      }
    }
  });
});

describe('a remote that is down', () => {
  it('leaves its fallback in the cache at most fallbackTtlMs; the next render after it has the remote back', async () => {
    let down = true;
    const origin = remoteOrigin('mf-browse');
    const toggled = await listen(
      http.createServer((req, res) => {
        if (down) return void res.writeHead(404).end('Not found');
        origin.emit('request', req, res);
      }),
    );
    writeFileSync(
      compositionFile,
      JSON.stringify({ ...composition, remotes: { ...composition.remotes, mf_browse: `${toggled}/mf-manifest.json` } }),
    );
    try {
      const fallback = await get('/buy-car/car-creta');
      expect(renderedMarkup(fallback.html)).not.toContain('Hyundai Creta SX');
      expect(renderedMarkup(fallback.html)).toMatch(/role="status".*car details/s);
      // Served from the cache for a moment, kept by a CDN no longer than a second and never stale.
      const cached = await get('/buy-car/car-creta');
      expect(servedFromCache(cached)).toBe(true);
      expect(cached.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1');
      down = false;
      const recovered = await expectSeenWithin(
        async () => renderedMarkup((await get('/buy-car/car-creta')).html),
        (html) => html.includes('Hyundai Creta SX'),
        FALLBACK_TTL_MS + 1500,
      );
      expect(recovered).toBeGreaterThan(0);
    } finally {
      writeFileSync(compositionFile, JSON.stringify(composition));
    }
  });
});
