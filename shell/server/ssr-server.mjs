// The shell served by a Node server that renders each page (issue 15, ADR 0009). Documents are
// rendered by the shell's server bundle (shell/dist/server/main.js, `build-apps --ssr`), which
// loads each remote's server bundle from the URLs of the environment's composition; every other
// path is the shell's static files, served as scripts/serve-static.mjs serves them. Stateless: the
// composition file is read for every request, so any number of these can run behind a balancer.
//   node shell/server/ssr-server.mjs --port 3000 --composition environments/local.json [--dist shell/dist] [--budget-ms 2500]
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy, resourceHints, sendComposition } from '../../scripts/document-headers.mjs';
import { answerSeoFile, isSeoRequest } from '../../scripts/seo-files.mjs';
import { answerPreflight, staticFiles } from '../../scripts/static-files.mjs';
import { documentEncoding, encodingStream } from './document-encoding.mjs';
import { visitorHeaders } from './visitor-headers.mjs';
import { cityOfRequest } from './city-cookie.mjs';
import { handleSessionRequest, resolveSession, sessionDocumentHeaders, SESSION_PATH, withSessionMarker } from './session-cookie.mjs';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long a page's remote, data and render may take before slots fall back (ms). */
export const DEFAULT_BUDGET_MS = 2500;

/** Crawlers and link previews: they get each page whole, at once (no script needed to show it). */
const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|whatsapp|telegram|linkedin|preview/i;

export function isCrawler(userAgent = '') {
  return CRAWLER.test(userAgent);
}

/**
 * The origin of canonical URLs when the composition names no publicOrigin: the request's own, but
 * only for a Host this server answers on loopback or one listed in CARMARKET_SITE_HOSTS
 * (comma-separated `host[:port]`); any other Host is never written into the page.
 */
export function siteOriginOf(req) {
  const host = (req.headers.host ?? '').toLowerCase();
  const port = req.socket.localPort;
  const allowed = [
    `localhost:${port}`,
    `127.0.0.1:${port}`,
    ...(process.env.CARMARKET_SITE_HOSTS ?? '')
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .filter(Boolean),
  ];
  if (!allowed.includes(host)) return undefined;
  const protocol = req.headers['x-forwarded-proto'] === 'https' || req.socket.encrypted ? 'https' : 'http';
  return `${protocol}://${host}`;
}

/**
 * What one document request is rendered with: everything per request is built here (a session
 * would be added here too). The nonce goes into the CSP and onto React's inline scripts.
 */
export function requestContext(req, composition) {
  return {
    url: req.url ?? '/',
    composition,
    publicOrigin: composition.publicOrigin ?? siteOriginOf(req),
    nonce: randomBytes(16).toString('base64'),
    wholePage: isCrawler(req.headers['user-agent']),
    // The visitor on the API's calls for this document (views per visitor, per-address limits).
    visitor: visitorHeaders(req),
    // The visitor's chosen city (its cookie): the page renders it as the browser will hydrate it.
    city: cityOfRequest(req),
  };
}

/** A document request: a path without a file extension (a route), or index.html itself. */
export function isDocumentPath(pathname) {
  return !path.extname(pathname) || pathname === '/index.html';
}

/**
 * @param {{ dist?: string, compositionFile: string, budgetMs?: number, log?: (message: string, error?: unknown) => void, secureCookies?: boolean }} options
 *   secureCookies: mark the session cookie Secure (behind a TLS proxy); by default only when this socket is TLS.
 * @returns {Promise<import('node:http').Server>}
 */
export async function createShellServer({
  dist = path.join(shellDir, 'dist'),
  compositionFile,
  budgetMs = DEFAULT_BUDGET_MS,
  log = console.error,
  secureCookies,
}) {
  const require = createRequire(import.meta.url);
  const serverBundle = require(path.join(dist, 'server', 'main.js'));
  const { renderPage, parseComposition } = await serverBundle.loadRenderer();
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = staticFiles(dist);

  const readComposition = () => JSON.parse(readFileSync(compositionFile, 'utf8'));

  return http.createServer(async (req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    // The session cookie (session-cookie.mjs): set at sign-in, cleared at sign-out, same origin only.
    if (pathname === SESSION_PATH) {
      await handleSessionRequest(req, res, { secure: secureCookies });
      return;
    }
    if (answerPreflight(req, res)) return;
    if (pathname === '/env/composition.json') {
      sendComposition(res, compositionFile);
      return;
    }
    if (isSeoRequest(req)) {
      await answerSeoFile(req, res, {
        readComposition,
        fallThrough: () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found'),
      });
      return;
    }
    // Browsers, crawlers and feed readers ask for /favicon.ico whatever the page names (a JSON
    // response, an image opened alone): the site's icon, not a 404 in their console.
    if (pathname === '/favicon.ico') {
      res.writeHead(301, { Location: '/favicon.svg', 'Cache-Control': 'public, max-age=86400' }).end();
      return;
    }
    // The server bundle stays on the server.
    if (pathname.startsWith('/server/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    if (!isDocumentPath(pathname) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
      });
      return;
    }
    const context = requestContext(req, parseComposition(readComposition()));
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(context.composition, { nonce: context.nonce }),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    const hints = resourceHints(context.composition);
    if (hints) headers.Link = hints;
    const renderStarted = performance.now();
    // Who the user is (the API verifies the cookie's token); this request's render only.
    const session = await resolveSession(req, { apiBaseUrl: context.composition.apiBaseUrl, log, headers: context.visitor });
    Object.assign(headers, sessionDocumentHeaders(session, { secure: secureCookies ?? Boolean(req.socket.encrypted) }));
    const onError = (error) => log(`[ssr] ${req.url}`, error);
    let page = null;
    try {
      page = await renderPage({
        ...context,
        template: withSessionMarker(template, session),
        budgetMs,
        session: session.user ? { token: session.token, user: session.user } : undefined,
        onError,
      });
    } catch (error) {
      onError(error);
    }
    if (!page) {
      // The renderer itself failed: today's document, rendered in the browser. Never a 500.
      log(`[ssr] ${req.url} rendered in the browser instead`);
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : template);
      return;
    }
    // The server's own time to the document's first bytes (session, shell and, for a crawler, the
    // whole page): bench/ssr-render.mjs reads it.
    headers['Server-Timing'] = `render;dur=${(performance.now() - renderStarted).toFixed(1)}`;
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
    const encoding = documentEncoding(req.headers['accept-encoding']);
    if (encoding) headers['Content-Encoding'] = encoding;
    if (page.location) {
      // A route that only sends the visitor elsewhere (/settings): the redirect, no document.
      page.abort();
      res.writeHead(page.status, { Location: page.location, 'Cache-Control': 'no-cache', Vary: headers.Vary });
      res.end();
      return;
    }
    res.writeHead(page.status, headers);
    if (req.method === 'HEAD') {
      page.abort();
      res.end();
      return;
    }
    // A visitor who leaves stops the render.
    res.on('close', () => {
      if (!res.writableFinished) page.abort();
    });
    // Compressed as it streams (the encoder flushes after each chunk React writes).
    const encoder = encodingStream(encoding);
    if (encoder) {
      encoder.pipe(res);
      page.pipe(encoder);
    } else {
      page.pipe(res);
    }
  });
}

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(arg('port', process.env.PORT ?? 3000));
  const server = await createShellServer({
    dist: path.resolve(arg('dist', path.join(shellDir, 'dist'))),
    compositionFile: path.resolve(
      arg('composition', process.env.CARMARKET_COMPOSITION ?? path.join(shellDir, '../environments/local.json')),
    ),
    budgetMs: Number(arg('budget-ms', DEFAULT_BUDGET_MS)),
    // Behind a TLS-terminating proxy the socket is plain http: say so, so the cookie is Secure.
    secureCookies: process.env.SESSION_COOKIE_SECURE === 'true' ? true : undefined,
  });
  server.listen(port, () => console.log(`shell rendered on the server on http://localhost:${port}`));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
}
