// The session on the shell's server, on the production builds (node scripts/build-apps.mjs --ssr):
// a fake API that knows two users' tokens, the remotes' dist folders on their own origins, and
// requests rendered at once, signed in as A, as B and signed out: each sees only its own header,
// account page and hand-off data (issue 15 point 2, "two users rendering at once").
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCar } from '../../shared/src/testing/make-car';
import { closeServers, fetchPage, handedOver, renderedMarkup, startShellOnBuilds, userOf } from './shell-on-builds';
import { SESSION_COOKIE } from './session-cookie.mjs';
import { renderedVisitorTag } from '../../shared/src/session/rendered-visitor';

const ASHA = userOf('user-asha', 'Asha Rao', '9876500001', 'asha@example.in');
const RAVI = userOf('user-ravi', 'Ravi Kumar', '9876500002', 'ravi@example.in');
const TOKEN_ASHA = 'asha'.repeat(11);
const TOKEN_RAVI = 'ravi'.repeat(11);
const EXPIRED = 'gone'.repeat(11);
/** Asha's answer is slower than Ravi's, so their renders overlap and finish in the other order. */
const USERS = new Map([
  [TOKEN_ASHA, { user: ASHA, delayMs: 250 }],
  [TOKEN_RAVI, { user: RAVI, delayMs: 20 }],
]);
const creta = makeCar({ id: 'car-creta', carName: 'Hyundai Creta SX', carPrice: 1_050_000 });

const meCalls: string[] = [];

function fakeApi() {
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/api/v1/auth/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      meCalls.push(token);
      const known = USERS.get(token);
      setTimeout(() => {
        res.statusCode = known ? 200 : 401;
        res.end(JSON.stringify(known ? { user: known.user } : { message: 'Unauthorized' }));
      }, known?.delayMs ?? 10);
      return;
    }
    setTimeout(() => {
      if (req.url === `/api/v1/cars/${creta.id}`) {
        res.end(JSON.stringify({ car: creta }));
        return;
      }
      res.end(JSON.stringify({ cars: [], total: 0, items: [] }));
    }, 50);
  });
}

let shellUrl = '';

const page = (pathname: string, token?: string) => fetchPage(shellUrl, pathname, token);

const beforeScripts = renderedMarkup;

const handOff = handedOver;

const header = (user: { fullName: string }) => `Account settings of ${user.fullName}`;

/** The <meta> naming who a document was rendered for (shared/src/session/rendered-visitor.ts). */
const renderedFor = renderedVisitorTag;

beforeAll(async () => {
  ({ shellUrl } = await startShellOnBuilds({ api: fakeApi(), budgetMs: 3000, log: () => {} }));
});

afterAll(closeServers);

describe('the session on the shell server', () => {
  it('renders two users and a visitor at once, each with only their own header', async () => {
    const path = `/buy-car/${creta.id}`;
    // Several rounds, started together, so the renders interleave.
    const rounds = await Promise.all(
      Array.from({ length: 3 }, () => Promise.all([page(path, TOKEN_ASHA), page(path, TOKEN_RAVI), page(path)])),
    );
    for (const [asha, ravi, visitor] of rounds) {
      for (const { status } of [asha, ravi, visitor]) expect(status).toBe(200);
      expect(beforeScripts(asha.html)).toContain(header(ASHA));
      expect(asha.html).not.toContain(RAVI.fullName);
      expect(beforeScripts(ravi.html)).toContain(header(RAVI));
      expect(ravi.html).not.toContain(ASHA.fullName);
      expect(visitor.html).not.toContain(ASHA.fullName);
      expect(visitor.html).not.toContain(RAVI.fullName);
      expect(beforeScripts(visitor.html)).toContain('Login / Register');
      expect(beforeScripts(asha.html)).not.toContain('Login / Register');
      // The car is the same for all three: only the session differs.
      for (const { html } of [asha, ravi, visitor]) expect(beforeScripts(html)).toContain('Hyundai Creta SX');
    }
  });

  it("renders each user's own profile page with their data, handed to the browser under the profile's key", async () => {
    const [asha, ravi, visitor] = await Promise.all([
      page('/settings/profile', TOKEN_ASHA),
      page('/settings/profile', TOKEN_RAVI),
      page('/settings/profile'),
    ]);
    const ashaMarkup = beforeScripts(asha.html);
    expect(ashaMarkup).toContain('Profile Settings');
    expect(ashaMarkup).toContain(`+91 ${ASHA.mobileNumber}`);
    expect(ashaMarkup).not.toContain('Sign in to see your account');
    expect(handOff(asha.html).find((entry) => entry.queryKey[0] === 'profile')).toEqual({
      queryKey: ['profile', ASHA.id],
      data: ASHA,
    });
    expect(asha.html).not.toContain(RAVI.mobileNumber);
    expect(asha.html).not.toContain(RAVI.email);

    expect(beforeScripts(ravi.html)).toContain(`+91 ${RAVI.mobileNumber}`);
    expect(handOff(ravi.html).find((entry) => entry.queryKey[0] === 'profile')?.data).toEqual(RAVI);
    expect(ravi.html).not.toContain(ASHA.email);

    // The server cannot tell a guest from a visitor signed in by localStorage only (ADR 0014):
    // a neutral state, never the sign-in panel; the browser decides after hydrating.
    expect(beforeScripts(visitor.html)).toContain('Loading your account…');
    expect(beforeScripts(visitor.html)).not.toContain('Sign in to see your account');
    expect(handOff(visitor.html).some((entry) => entry.queryKey[0] === 'profile')).toBe(false);
    expect(visitor.html).not.toContain(ASHA.email);
    expect(visitor.html).not.toContain(RAVI.email);
  });

  it('never lets a signed-in document be stored or shared; says how it was rendered; never puts the token in the page', async () => {
    const asha = await page('/settings/profile', TOKEN_ASHA);
    expect(asha.headers.get('cache-control')).toBe('private, no-store');
    expect(asha.headers.get('vary')).toContain('Cookie');
    expect(asha.html).toContain('<meta name="carmarket-session" content="signed-in">');
    // Who it was rendered for, so the browser hydrates with exactly that (ADR 0014).
    expect(asha.html).toContain(renderedFor({ user: ASHA, city: null }));
    expect(asha.html).not.toContain(TOKEN_ASHA);

    const visitor = await page('/contact-us');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toContain('Cookie');
    expect(visitor.html).toContain('<meta name="carmarket-session" content="signed-out">');
    expect(visitor.html).toContain(renderedFor({ user: null, city: null }));
    expect(visitor.headers.get('set-cookie')).toBeNull();
  });

  it('renders an expired or revoked cookie signed out and clears it', async () => {
    const expired = await page('/settings/profile', EXPIRED);
    expect(expired.status).toBe(200);
    expect(beforeScripts(expired.html)).toContain('Loading your account…');
    expect(expired.html).toContain(renderedFor({ user: null, city: null }));
    expect(expired.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // A document with a session cookie, even one the API refuses, is never stored (ADR 0013).
    expect(expired.headers.get('cache-control')).toBe('private, no-store');
  });

  it('signs in through POST /session on its own origin, and out through DELETE', async () => {
    const refused = await fetch(`${shellUrl}/session`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'X-CarMarket-Session': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: TOKEN_RAVI }),
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('set-cookie')).toBeNull();

    const set = await fetch(`${shellUrl}/session`, {
      method: 'POST',
      headers: { Origin: shellUrl, 'X-CarMarket-Session': '1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: TOKEN_RAVI }),
    });
    expect(set.status).toBe(204);
    const cookie = (set.headers.get('set-cookie') ?? '').split(';')[0]!;
    const signedIn = await fetch(`${shellUrl}/contact-us`, { headers: { Cookie: cookie } });
    expect(beforeScripts(await signedIn.text())).toContain(header(RAVI));

    const cleared = await fetch(`${shellUrl}/session`, { method: 'DELETE', headers: { Origin: shellUrl, 'X-CarMarket-Session': '1' } });
    expect(cleared.status).toBe(204);
    expect(cleared.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('asks the API who the user is once per signed-in document, and never without a cookie', async () => {
    const before = meCalls.length;
    await Promise.all([page('/contact-us', TOKEN_ASHA), page('/contact-us'), page('/about')]);
    expect(meCalls.slice(before)).toEqual([TOKEN_ASHA]);
  });
});
