// The visitor on the API's calls (ADR 0009, "The visitor on the API's calls"), on the production
// builds (node scripts/build-apps.mjs --ssr): a fake API records who each call says it is for,
// while pages of different visitors render at once. Each call made for a document (the session's
// check, the route's loader, the render) carries that document's visitor: their User-Agent and
// X-Forwarded-For (what they came through, plus the address the shell saw), never another's.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCar } from '../../shared/src/testing/make-car';
import { SESSION_COOKIE } from './session-cookie.mjs';
import { visitorHeaders } from './visitor-headers.mjs';
import { DATA_VERSION_PATH } from './data-version.mjs';
import { closeServers, startShellOnBuilds, userOf } from './shell-on-builds';

/** The first car answers slowly, so the renders overlap and finish in the other order. */
const slowCar = makeCar({ id: 'car-slow', carName: 'Hyundai Creta SX', carPrice: 1_050_000 });
const fastCar = makeCar({ id: 'car-fast', carName: 'Maruti Swift VXI', carPrice: 650_000 });
const DELAY_MS = new Map([
  [`/api/v1/cars/${slowCar.id}`, 300],
  [`/api/v1/cars/${fastCar.id}`, 20],
]);
const TOKEN = 'asha'.repeat(11);
const ASHA = userOf('user-asha', 'Asha Rao', '9876500001', 'asha@example.in');

interface ApiCall {
  path: string;
  userAgent: string | undefined;
  forwardedFor: string | undefined;
}

const calls: ApiCall[] = [];

/** The API: records who each call says it is for (User-Agent, X-Forwarded-For). */
function fakeApi() {
  return http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    calls.push({
      path: pathname,
      userAgent: req.headers['user-agent'],
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    });
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    setTimeout(
      () => {
        if (pathname === '/api/v1/auth/me') {
          const known = req.headers.authorization === `Bearer ${TOKEN}`;
          res.statusCode = known ? 200 : 401;
          res.end(JSON.stringify(known ? { user: ASHA } : { message: 'Unauthorized' }));
          return;
        }
        const car = [slowCar, fastCar].find((candidate) => pathname === `/api/v1/cars/${candidate.id}`);
        res.end(JSON.stringify(car ? { car } : { cars: [], total: 0, items: [] }));
      },
      DELAY_MS.get(pathname) ?? 30,
    );
  });
}

let shellUrl = '';

async function visit(pathname: string, headers: Record<string, string>) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers });
  return { status: response.status, html: await response.text() };
}

beforeAll(async () => {
  ({ shellUrl } = await startShellOnBuilds({ api: fakeApi(), budgetMs: 3000, log: () => {} }));
});

afterAll(closeServers);

describe('the visitor on the API calls of the shell server', () => {
  it("sends each document's own visitor on its calls while several render at once", async () => {
    calls.length = 0;
    // The shell server sees the test's connections from 127.0.0.1; a visitor behind a proxy
    // arrives with that proxy's X-Forwarded-For, which the shell passes on and appends to.
    const visitors: Array<{ path: string; headers: Record<string, string> & { 'User-Agent': string }; forwardedFor: string }> = [
      { path: `/buy-car/${slowCar.id}`, headers: { 'User-Agent': 'Visitor A (slow car)' }, forwardedFor: '127.0.0.1' },
      {
        path: `/buy-car/${fastCar.id}`,
        headers: { 'User-Agent': 'Visitor B (fast car)', 'X-Forwarded-For': '203.0.113.9' },
        forwardedFor: '203.0.113.9, 127.0.0.1',
      },
      {
        path: `/buy-car/${fastCar.id}`,
        headers: { 'User-Agent': 'Visitor C (signed in)', Cookie: `${SESSION_COOKIE}=${TOKEN}` },
        forwardedFor: '127.0.0.1',
      },
      { path: '/buy-car?brand=Hyundai', headers: { 'User-Agent': 'Visitor D (listing)' }, forwardedFor: '127.0.0.1' },
      {
        path: '/',
        headers: { 'User-Agent': 'Visitor E (home)', 'X-Forwarded-For': '198.51.100.4' },
        forwardedFor: '198.51.100.4, 127.0.0.1',
      },
    ];
    const pages = await Promise.all(visitors.map((visitor) => visit(visitor.path, visitor.headers)));
    for (const page of pages) expect(page.status).toBe(200);
    expect(pages[0]!.html).toContain(slowCar.carName);
    expect(pages[1]!.html).toContain(fastCar.carName);

    const forwardedForOf = new Map(visitors.map((visitor) => [visitor.headers['User-Agent'], visitor.forwardedFor]));
    // Every call the server made was for one of these visitors, with that visitor's address (but
    // its own read of the data version, for its HTML cache: data-version.mjs, for no visitor).
    const visitorCalls = calls.filter((call) => call.path !== DATA_VERSION_PATH);
    expect(visitorCalls.length).toBeGreaterThanOrEqual(visitors.length);
    for (const call of visitorCalls) {
      expect(forwardedForOf.has(call.userAgent ?? ''), `${call.path} sent User-Agent ${call.userAgent}`).toBe(true);
      expect(call.forwardedFor, `${call.path} for ${call.userAgent}`).toBe(forwardedForOf.get(call.userAgent ?? ''));
    }
    const userAgentsOf = (pathname: string) => calls.filter((call) => call.path === pathname).map((call) => call.userAgent);
    expect(userAgentsOf(`/api/v1/cars/${slowCar.id}`)).toEqual(['Visitor A (slow car)']);
    expect(userAgentsOf(`/api/v1/cars/${fastCar.id}`).sort()).toEqual(['Visitor B (fast car)', 'Visitor C (signed in)']);
    expect(userAgentsOf('/api/v1/auth/me')).toEqual(['Visitor C (signed in)']);
    // The listing's and the home page's loaders asked the API too, as their own visitors.
    expect(calls.some((call) => call.userAgent === 'Visitor D (listing)')).toBe(true);
    expect(calls.some((call) => call.userAgent === 'Visitor E (home)')).toBe(true);
  });
});

describe('visitorHeaders', () => {
  const request = (headers: Record<string, string>, remoteAddress = '192.0.2.10') =>
    ({ headers, socket: { remoteAddress } }) as unknown as http.IncomingMessage;

  it("appends the address the shell saw to the incoming X-Forwarded-For, and passes on the visitor's User-Agent", () => {
    expect(visitorHeaders(request({ 'user-agent': 'Mozilla/5.0' }))).toEqual({
      'X-Forwarded-For': '192.0.2.10',
      'User-Agent': 'Mozilla/5.0',
    });
    // A browser that sends its own header only adds entries to the left of the one the shell saw:
    // the API, trusting the shell alone, takes the rightmost address it does not trust.
    expect(visitorHeaders(request({ 'x-forwarded-for': '203.0.113.1, 10.0.0.5' }))).toEqual({
      'X-Forwarded-For': '203.0.113.1, 10.0.0.5, 192.0.2.10',
    });
  });
});
