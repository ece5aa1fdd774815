// The session on the shell's server (issue 15 point 2, docs/security.md "The session on the
// server"). The browser keeps its localStorage token for the API (Bearer) and, beside it, hands
// the same token to the shell's own origin once at sign-in: POST /session sets an httpOnly,
// SameSite=Lax cookie (Secure over https), DELETE /session clears it (sign-out, a 401). For each
// document the server reads the cookie, asks the API who the user is (GET /api/v1/auth/me with
// Bearer: a cookie is never trusted before the API has verified it) and renders that request
// signed in. A token the API refuses renders signed out and clears the cookie.
import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'carmarket_session';
export const SESSION_PATH = '/session';
/** The header the browser's session module sends: a cross-site form or image cannot set it. */
export const SESSION_REQUEST_HEADER = 'x-carmarket-session';
/** The API's session lifetime (api/src/app.ts sessionTtlDays): the cookie never outlives the token. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** How long a document waits for the API to say who the user is before rendering signed out. */
export const WHO_AM_I_TIMEOUT_MS = 1500;
/** The marker the browser's session module reads (shared/src/session/session-cookie.ts). */
export const SESSION_MARKER_NAME = 'carmarket-session';

// The API's tokens are base64url; anything else (or anything long) is refused before it is stored.
const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function isPlausibleToken(value) {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** The session token the request's cookie holds, or null. */
export function sessionTokenOf(req) {
  const header = req.headers.cookie;
  if (!header) return null;
  const token = parse(header)[SESSION_COOKIE];
  return isPlausibleToken(token) ? token : null;
}

/**
 * Whether the request carries a session cookie at all, plausible or not: such a document is the
 * visitor's own (signed in, or a cookie the API may refuse) and never goes through a shared cache.
 */
export function hasSessionCookie(req) {
  const header = req.headers.cookie;
  if (!header) return false;
  try {
    return parse(header)[SESSION_COOKIE] !== undefined;
  } catch {
    return true;
  }
}

/** Secure cookies over https: TLS on this socket, or `secure: true` from the deployment (behind a TLS proxy). */
export function isSecureRequest(req, secure) {
  return secure ?? Boolean(req.socket?.encrypted);
}

/** Set-Cookie for a signed-in browser. */
export function sessionCookie(token, { secure = false } = {}) {
  return serialize(SESSION_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

/** Set-Cookie that removes the session cookie (same name, path and flags, expired). */
export function clearedSessionCookie({ secure = false } = {}) {
  return serialize(SESSION_COOKIE, '', { httpOnly: true, secure, sameSite: 'lax', path: '/', maxAge: 0, expires: new Date(0) });
}

/** The origin this request was made to, as a browser on it would send in `Origin`. */
function ownOrigin(req, secure) {
  return `${isSecureRequest(req, secure) ? 'https' : 'http'}://${req.headers.host ?? ''}`;
}

/**
 * Why a request to /session is refused (CSRF and shape), or null when it may change the cookie:
 * POST or DELETE, from this very origin (`Origin`, which browsers send on every cross-origin and
 * every POST/DELETE fetch), with the custom header (a cross-site page cannot send it without a
 * CORS preflight, which this server never allows), and a POST's body as JSON.
 */
export function sessionRequestProblem(req, { secure, allowedOrigins = [] } = {}) {
  if (req.method !== 'POST' && req.method !== 'DELETE') return { status: 405, message: 'Method not allowed' };
  const origin = req.headers.origin;
  if (!origin || (origin !== ownOrigin(req, secure) && !allowedOrigins.includes(origin))) {
    return { status: 403, message: 'Cross-origin session requests are refused' };
  }
  if (req.headers[SESSION_REQUEST_HEADER] !== '1') return { status: 403, message: `Missing ${SESSION_REQUEST_HEADER} header` };
  if (req.method === 'POST' && !/^application\/json\b/i.test(req.headers['content-type'] ?? '')) {
    return { status: 415, message: 'Expected application/json' };
  }
  return null;
}

function readBody(req, limit = 2048) {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      body += chunk;
      if (body.length > limit) {
        reject(new Error('Body too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function answer(res, status, headers = {}, message) {
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
    ...(message ? { 'Content-Type': 'application/json' } : {}),
  });
  res.end(message ? JSON.stringify({ message }) : undefined);
}

/**
 * POST /session { token } sets the cookie, DELETE /session clears it (204 both). The token is
 * not checked with the API here: every document checks it before rendering anything for it.
 * @param {{ secure?: boolean, allowedOrigins?: string[] }} [options]
 */
export async function handleSessionRequest(req, res, options = {}) {
  const problem = sessionRequestProblem(req, options);
  if (problem) {
    answer(res, problem.status, problem.status === 405 ? { Allow: 'POST, DELETE' } : {}, problem.message);
    return;
  }
  const secure = isSecureRequest(req, options.secure);
  if (req.method === 'DELETE') {
    answer(res, 204, { 'Set-Cookie': clearedSessionCookie({ secure }) });
    return;
  }
  let token;
  try {
    token = JSON.parse(await readBody(req))?.token;
  } catch {
    token = undefined;
  }
  if (!isPlausibleToken(token)) {
    answer(res, 400, {}, 'Expected { "token": "<session token>" }');
    return;
  }
  answer(res, 204, { 'Set-Cookie': sessionCookie(token, { secure }) });
}

/**
 * Who the request's cookie says the user is, verified by the API.
 *   { user: null, token: null } - no cookie: signed out.
 *   { user, token }             - the API knows the token: render signed in.
 *   { user: null, clear: true } - the API refused it (401/403): signed out, and the cookie goes.
 *   { user: null }              - the API did not answer in time or failed: signed out this once, cookie kept.
 * @param {import('node:http').IncomingMessage} req
 * @param {{ apiBaseUrl: string, fetch?: typeof fetch, timeoutMs?: number, log?: (message: string, error?: unknown) => void, headers?: Record<string, string> }} options
 *   headers: the visitor's own (visitor-headers.mjs), sent to the API with the call.
 */
export async function resolveSession(
  req,
  { apiBaseUrl, fetch: fetchImpl = fetch, timeoutMs = WHO_AM_I_TIMEOUT_MS, log = () => {}, headers = {} },
) {
  const token = sessionTokenOf(req);
  if (!token) return { user: null, token: null, clear: Boolean(req.headers.cookie && parse(req.headers.cookie)[SESSION_COOKIE]) };
  try {
    const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}/api/v1/auth/me`, {
      headers: { ...headers, Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 401 || response.status === 403) return { user: null, token: null, clear: true };
    if (!response.ok) throw new Error(`GET /api/v1/auth/me answered ${response.status}`);
    const body = await response.json();
    const user = body?.user;
    if (!user || typeof user.id !== 'string' || typeof user.fullName !== 'string') throw new Error('GET /api/v1/auth/me: no user');
    return { user, token, clear: false };
  } catch (error) {
    log('[ssr] session not verified, rendered signed out', error);
    return { user: null, token: null, clear: false };
  }
}

/**
 * The document's headers for this session: a signed-in document is the user's own (private,
 * never stored by the browser's or any shared cache); every document varies by cookie.
 */
export function sessionDocumentHeaders(session, { secure = false } = {}) {
  const headers = { Vary: 'Cookie' };
  if (session.user) headers['Cache-Control'] = 'private, no-store';
  if (session.clear) headers['Set-Cookie'] = clearedSessionCookie({ secure });
  return headers;
}

/**
 * The marker that tells the browser's session module this origin has /session and how the
 * document was rendered (signed-in or signed-out), so it can bring the cookie in line with its
 * localStorage session (an older sign-in, a sign-out in another tab).
 */
export function withSessionMarker(html, session) {
  const meta = `<meta name="${SESSION_MARKER_NAME}" content="${session.user ? 'signed-in' : 'signed-out'}">`;
  return html.includes('</head>') ? html.replace('</head>', () => `${meta}</head>`) : html;
}
