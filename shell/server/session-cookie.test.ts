// The session cookie of the shell's server, alone (no builds needed):
//   pnpm exec vitest run --config shell/server/vitest.config.ts shell/server/session-cookie.test.ts
import http, { type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearedSessionCookie,
  handleSessionRequest,
  resolveSession,
  sessionCookie,
  sessionDocumentHeaders,
  sessionTokenOf,
  SESSION_COOKIE,
  withSessionMarker,
} from './session-cookie.mjs';

const TOKEN = 'a'.repeat(43);

function request(headers: Record<string, string>): IncomingMessage {
  return { headers, method: 'GET', socket: {} } as unknown as IncomingMessage;
}

describe('reading the cookie', () => {
  it('finds the session token among other cookies', () => {
    expect(sessionTokenOf(request({ cookie: `theme=dark; ${SESSION_COOKIE}=${TOKEN}; other=1` }))).toBe(TOKEN);
  });

  it.each([
    ['no cookie header', {}],
    ['other cookies only', { cookie: 'theme=dark' }],
    ['an empty value', { cookie: `${SESSION_COOKIE}=` }],
    ['a value with characters no token has', { cookie: `${SESSION_COOKIE}=${'a'.repeat(20)}%3Cscript%3E` }],
    ['a value longer than any token', { cookie: `${SESSION_COOKIE}=${'a'.repeat(600)}` }],
  ])('is signed out with %s', (_label, headers: Record<string, string>) => {
    expect(sessionTokenOf(request(headers))).toBeNull();
  });
});

describe('the cookie it sets', () => {
  it('is httpOnly, SameSite=Lax, for the whole site, as long as the API session, and Secure only over https', () => {
    const plain = sessionCookie(TOKEN);
    expect(plain).toMatch(new RegExp(`^${SESSION_COOKIE}=${TOKEN};`));
    expect(plain).toContain('HttpOnly');
    expect(plain).toContain('SameSite=Lax');
    expect(plain).toContain('Path=/');
    expect(plain).toContain('Max-Age=2592000');
    expect(plain).not.toContain('Secure');
    expect(sessionCookie(TOKEN, { secure: true })).toContain('Secure');
  });

  it('is cleared with the same name, path and flags, expired', () => {
    const cleared = clearedSessionCookie({ secure: true });
    expect(cleared).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    expect(cleared).toContain('Max-Age=0');
    expect(cleared).toContain('Path=/');
    expect(cleared).toContain('HttpOnly');
    expect(cleared).toContain('Secure');
  });
});

describe('POST and DELETE /session', () => {
  let server: Server;
  let origin = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => void handleSessionRequest(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  /** node's fetch sends no Origin of its own, so each case says which it sends. */
  function send(method: string, headers: Record<string, string>, body?: string) {
    return fetch(`${origin}/session`, { method, headers, body });
  }
  const sameOrigin = () => ({ Origin: origin, 'X-CarMarket-Session': '1', 'Content-Type': 'application/json' });

  it('sets the cookie for a same-origin JSON request with the header', async () => {
    const response = await send('POST', sameOrigin(), JSON.stringify({ token: TOKEN }));
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBe(sessionCookie(TOKEN));
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('clears it on DELETE', async () => {
    const response = await send('DELETE', { Origin: origin, 'X-CarMarket-Session': '1' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBe(clearedSessionCookie());
  });

  it.each([
    ['another site', { ...sameOrigin(), Origin: 'https://evil.example' }, 403],
    ['no Origin at all', { 'X-CarMarket-Session': '1', 'Content-Type': 'application/json' }, 403],
    ['the same origin on another port', { ...sameOrigin(), Origin: 'http://127.0.0.1:1' }, 403],
    ['no custom header (a cross-site form could send this)', { Origin: '', 'Content-Type': 'application/json' }, 403],
    ['a form body', { ...sameOrigin(), 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['text/plain (a simple request, no preflight)', { ...sameOrigin(), 'Content-Type': 'text/plain' }, 415],
  ])('refuses %s and sets nothing', async (_label, headers: Record<string, string>, status: number) => {
    const sent = { ...headers };
    if (sent.Origin === '') sent.Origin = origin;
    const response = await send('POST', sent, JSON.stringify({ token: TOKEN }));
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a cross-site DELETE too (nobody signs a visitor out from elsewhere)', async () => {
    const response = await send('DELETE', { Origin: 'https://evil.example', 'X-CarMarket-Session': '1' });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses GET, and a body without a plausible token', async () => {
    expect((await fetch(`${origin}/session`)).status).toBe(405);
    for (const body of ['{}', '{"token":"short"}', 'not json', JSON.stringify({ token: 'x'.repeat(600) })]) {
      const response = await send('POST', sameOrigin(), body);
      expect(response.status).toBe(400);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});

describe('who the cookie says the user is', () => {
  const user = { id: 'user-a', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'Owner' };
  const withCookie = request({ cookie: `${SESSION_COOKIE}=${TOKEN}` });

  it('asks the API with the token as Bearer and renders that user', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ user }));
    const session = await resolveSession(withCookie, { apiBaseUrl: 'http://api.test/', fetch: fetchImpl });
    expect(session).toEqual({ user, token: TOKEN, clear: false });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/v1/auth/me');
    expect((init.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(sessionDocumentHeaders(session)).toEqual({ Vary: 'Cookie', 'Cache-Control': 'private, no-store' });
  });

  it('renders signed out and clears the cookie when the API refuses the token (401)', async () => {
    const session = await resolveSession(withCookie, {
      apiBaseUrl: 'http://api.test',
      fetch: async () => Response.json({ message: 'Unauthorized' }, { status: 401 }),
    });
    expect(session).toEqual({ user: null, token: null, clear: true });
    expect(sessionDocumentHeaders(session)).toEqual({ Vary: 'Cookie', 'Set-Cookie': clearedSessionCookie() });
  });

  it('clears a cookie that holds no plausible token, without asking the API', async () => {
    const fetchImpl = vi.fn();
    const session = await resolveSession(request({ cookie: `${SESSION_COOKIE}=bad` }), { apiBaseUrl: 'http://api.test', fetch: fetchImpl });
    expect(session.clear).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('renders signed out but keeps the cookie when the API is down or slow', async () => {
    const down = await resolveSession(withCookie, {
      apiBaseUrl: 'http://api.test',
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(down).toEqual({ user: null, token: null, clear: false });
    const slow = await resolveSession(withCookie, {
      apiBaseUrl: 'http://api.test',
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    });
    expect(slow).toEqual({ user: null, token: null, clear: false });
    const failing = await resolveSession(withCookie, {
      apiBaseUrl: 'http://api.test',
      fetch: async () => new Response('', { status: 502 }),
    });
    expect(failing.user).toBeNull();
    expect(sessionDocumentHeaders(failing)).toEqual({ Vary: 'Cookie' });
  });

  it('asks nothing without a cookie', async () => {
    const fetchImpl = vi.fn();
    expect(await resolveSession(request({}), { apiBaseUrl: 'http://api.test', fetch: fetchImpl })).toEqual({
      user: null,
      token: null,
      clear: false,
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('marks the document with how it was rendered', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(withSessionMarker(html, { user })).toContain('<meta name="carmarket-session" content="signed-in"></head>');
    expect(withSessionMarker(html, { user: null })).toContain('<meta name="carmarket-session" content="signed-out"></head>');
  });
});
