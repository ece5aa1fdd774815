// The shell served by a Node server that renders each page (issue 15, ADR 0009). Documents are
// rendered by the shell's server bundle (shell/dist/server/main.js, `build-apps --ssr`), which
// loads each remote's server bundle from the URLs of the environment's composition; every other
// path is the shell's static files, served as scripts/serve-static.mjs serves them. Stateless: the
// composition file is read for every request, so any number of these can run behind a balancer.
// Anonymous documents go through an HTML cache (html-cache.mjs, ADR 0013) that holds a page only
// while the API's data version it was rendered under is current, so every instance answers alike.
//   node shell/server/ssr-server.mjs --port 3000 --composition environments/local.json [--dist shell/dist] [--budget-ms 2500] [--no-html-cache | --html-cache-mb 64] [--workers 2]
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Writable } from 'node:stream';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { contentSecurityPolicy, resourceHints, sendComposition } from '../../scripts/document-headers.mjs';
import { answerSeoFile, isSeoRequest } from '../../scripts/seo-files.mjs';
import { answerPreflight, staticFiles } from '../../scripts/static-files.mjs';
import { documentEncoding, encodingStream } from './document-encoding.mjs';
import { visitorHeaders } from './visitor-headers.mjs';
import { carIdOfPage, createCarPageViews } from './car-page-views.mjs';
import { cityOfRequest } from './city-cookie.mjs';
import {
  handleSessionRequest,
  hasSessionCookie,
  resolveSession,
  sessionDocumentHeaders,
  SESSION_PATH,
  withSessionMarker,
} from './session-cookie.mjs';
import { createDataVersion } from './data-version.mjs';
import {
  cacheKeyOf,
  canonicalUrl,
  createHtmlCache,
  etagOf,
  isCacheableCity,
  isPrivatePath,
  matchesIfNoneMatch,
  sha256,
  sharedCacheControl,
  storedDocument,
} from './html-cache.mjs';

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

/** The headers every document carries, whatever its cache. */
const DOCUMENT_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** What a cached document varies on: the city cookie (the only cookie of an anonymous page) and its encoding. */
const CACHED_DOCUMENT_VARY = 'Cookie, Accept-Encoding';

/** A writable that keeps what a render writes, for the cache. */
function collector(onDone) {
  const chunks = [];
  return new Writable({
    write(chunk, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      onDone(Buffer.concat(chunks).toString('utf8'));
      callback();
    },
  });
}

/**
 * @param {{ dist?: string, compositionFile: string, budgetMs?: number, log?: (message: string, error?: unknown) => void, secureCookies?: boolean, htmlCache?: false | Partial<import('./html-cache.mjs').HtmlCacheOptions>, versionCheckMs?: number, carPageViews?: import('./car-page-views.mjs').CarPageViews, renderTelemetry?: { flushEveryMs?: number } }} options
 *   secureCookies: mark the session cookie Secure (behind a TLS proxy); by default only when this socket is TLS.
 *   htmlCache: the anonymous pages' cache settings (html-cache.mjs), or false for none.
 *   versionCheckMs: how often the API's data version is read (data-version.mjs).
 *   carPageViews: the queue of cached car pages' views (car-page-views.mjs); by default one of its
 *   own, flushed when the server closes.
 *   renderTelemetry: how often the renders' own telemetry (render-telemetry.ts, sampled by the
 *   composition's telemetry.sampleRate) goes to the API; flushed when the server closes.
 * @returns {Promise<import('node:http').Server>}
 */
export async function createShellServer({
  dist = path.join(shellDir, 'dist'),
  compositionFile,
  budgetMs = DEFAULT_BUDGET_MS,
  log = console.error,
  secureCookies,
  htmlCache = {},
  versionCheckMs,
  carPageViews = createCarPageViews({ log }),
  renderTelemetry: renderTelemetryOptions = {},
}) {
  const require = createRequire(import.meta.url);
  const serverBundle = require(path.join(dist, 'server', 'main.js'));
  const {
    renderPage,
    parseComposition,
    canaryBucketOf,
    canaryCookie,
    canaryKeyOf,
    compositionForVisitor,
    newCanaryBucket,
    createRenderTelemetry,
  } = await serverBundle.loadRenderer();
  // Every render's time and fallbacks, batched to the API when the environment samples telemetry.
  const renderTelemetry = createRenderTelemetry({ log, ...renderTelemetryOptions });
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = staticFiles(dist);
  // The build of the shell (its template names its hashed bundles): part of every cached page's ETag.
  const buildId = sha256(template).slice(0, 16);
  const cache = htmlCache === false ? null : createHtmlCache({ ...htmlCache, log });
  const dataVersion = createDataVersion({ checkEveryMs: versionCheckMs, log });
  const signedOutTemplate = withSessionMarker(template, { user: null });

  const readComposition = () => JSON.parse(readFileSync(compositionFile, 'utf8'));

  /**
   * Renders a signed-out page for the cache alone (a refresh in the background, a crawler's miss)
   * and gives what it wrote, or null (a redirect, the renderer failed).
   */
  async function renderForCache(context) {
    let page = null;
    try {
      page = await renderPage({
        ...context,
        template: signedOutTemplate,
        budgetMs,
        // A visitor's page (its scripts), sent whole: every slot in place, or its fallback at the budget.
        wholePageWaitMs: budgetMs,
        onError: (error) => log(`[ssr] ${context.url}`, error),
        telemetry: renderTelemetry,
      });
    } catch (error) {
      log(`[ssr] ${context.url}`, error);
    }
    if (!page) return null;
    if (page.location) {
      page.abort();
      return null;
    }
    const html = await new Promise((resolve) => page.pipe(collector(resolve)));
    return { html, status: page.status, nonce: context.nonce };
  }

  /** A stored page, as a 200/404 or a 304 when the request already holds it. */
  function answerFromCache(req, res, { entry, state, composition, newCanaryCookie }) {
    // A 304 too: the visitor is on the page again (counted once a day however often).
    countViewOfCachedPage(req, entry, composition);
    const encoding = documentEncoding(req.headers['accept-encoding']);
    const etag = etagOf(entry, encoding);
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': sharedCacheControl(entry),
      ETag: etag,
      Vary: CACHED_DOCUMENT_VARY,
      'Content-Security-Policy': contentSecurityPolicy(composition, { scriptHashes: entry.scriptHashes }),
      ...DOCUMENT_SECURITY_HEADERS,
      'X-Cache': state,
      'Server-Timing': `cache;desc=${state}`,
    };
    const hints = resourceHints(composition);
    if (hints) headers.Link = hints;
    // A new visitor's canary bucket: this answer is theirs alone, no shared cache keeps it.
    if (newCanaryCookie) Object.assign(headers, { 'Set-Cookie': newCanaryCookie, 'Cache-Control': 'private, no-cache' });
    if (matchesIfNoneMatch(req.headers['if-none-match'], etag)) {
      delete headers['Content-Type'];
      res.writeHead(304, headers).end();
      return;
    }
    const body = entry.bodies[encoding ?? 'identity'];
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A car page from the cache was not rendered for this visitor: their view is recorded apart (car-page-views.mjs). */
  function countViewOfCachedPage(req, entry, composition) {
    const carId =
      req.method === 'GET' && entry.status === 200 ? carIdOfPage(decodeURIComponent((req.url ?? '/').split('?')[0])) : undefined;
    if (carId) carPageViews.add({ apiBaseUrl: composition.apiBaseUrl, carId, visitor: visitorHeaders(req) });
  }

  const server = http.createServer(async (req, res) => {
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
    // The composition as it is now (read per request): its text is part of a cached page's key.
    const compositionText = readFileSync(compositionFile, 'utf8');
    const environment = parseComposition(JSON.parse(compositionText));
    // Canary releases (shell/src/platform/canary.ts): the visitor's bucket from its cookie, or a new
    // one set with this answer, picks the release of each remote; the browser reads the same cookie.
    const cookieBucket = canaryBucketOf(req.headers.cookie);
    const hasCanary = Object.keys(environment.canary ?? {}).length > 0;
    const bucket = hasCanary && cookieBucket === undefined ? newCanaryBucket() : cookieBucket;
    const newCanaryCookie =
      bucket !== cookieBucket ? canaryCookie(bucket, { secure: secureCookies ?? Boolean(req.socket.encrypted) }) : undefined;
    const composition = compositionForVisitor(environment, bucket);
    const context = { ...requestContext(req, composition), newCanaryCookie };
    const ownDocument = hasSessionCookie(req) || isPrivatePath(pathname);
    if (cache && !ownDocument && isCacheableCity(context.city)) {
      const version = await dataVersion.current(composition.apiBaseUrl);
      if (version) {
        const url = canonicalUrl(context.url);
        // The canaries this visitor gets are part of the key: a stable visitor never gets a canary's page.
        const key = cacheKeyOf({
          url,
          city: context.city,
          compositionHash: sha256(`${compositionText}\n${canaryKeyOf(environment, bucket)}`),
        });
        const toEntry = (rendered) => rendered && storedDocument({ ...rendered, version, inputs: `${buildId}\n${key}` });
        // A page rendered for the cache is a visitor's (its scripts), complete, from the canonical URL.
        const cacheContext = () => ({ ...requestContext(req, composition), url, wholePage: false });
        const found = cache.lookup(key, version);
        if (found) {
          if (found.state === 'stale') void cache.fill(key, async () => toEntry(await renderForCache(cacheContext())));
          answerFromCache(req, res, { entry: found.entry, state: found.state, composition, newCanaryCookie });
          return;
        }
        // A render of this page is under way (a burst), or nobody waits on a stream (a crawler
        // wants the page whole, HEAD no body): the page from one render, then from the cache.
        if (cache.pending(key) || context.wholePage || req.method === 'HEAD') {
          const entry = await cache.fill(key, async () => toEntry(await renderForCache(cacheContext())));
          if (entry) {
            answerFromCache(req, res, { entry, state: 'miss', composition, newCanaryCookie });
            return;
          }
          // Not storable (parts streamed after the shell, a redirect): rendered for this request below.
        } else {
          // The first visitor of the page gets it streamed as it renders; the cache keeps a copy.
          // A copy whose parts came out of order (a slot later than the whole-page wait, as under
          // load or on a cold remote) is rendered again for the cache alone, waiting for the page.
          void cache.fill(key, async () => {
            const streamed = await new Promise((resolve) => {
              void renderDocument(req, res, { ...context, url }, { onRendered: resolve });
            });
            if (!streamed) return null;
            return (await toEntry(streamed)) ?? toEntry(await renderForCache(cacheContext()));
          });
          return;
        }
      }
    }
    await renderDocument(req, res, context, { ownDocument });
  });

  /**
   * Renders the document for this request and streams it (today's path, and the first visitor of
   * a page the cache does not hold). onRendered: called once with what was sent ({ html, status,
   * nonce }) when the whole page went out, or null (a redirect, a failure, a visitor who left).
   * ownDocument: the visitor's own (a session cookie, a private path): never stored anywhere.
   */
  async function renderDocument(req, res, context, { onRendered = () => {}, ownDocument = false } = {}) {
    const headers = {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Security-Policy': contentSecurityPolicy(context.composition, { nonce: context.nonce }),
      ...DOCUMENT_SECURITY_HEADERS,
    };
    const hints = resourceHints(context.composition);
    if (hints) headers.Link = hints;
    const renderStarted = performance.now();
    // Who the user is (the API verifies the cookie's token); this request's render only.
    const session = await resolveSession(req, { apiBaseUrl: context.composition.apiBaseUrl, log, headers: context.visitor });
    Object.assign(headers, sessionDocumentHeaders(session, { secure: secureCookies ?? Boolean(req.socket.encrypted) }));
    if (context.newCanaryCookie) {
      // Beside the session's cookie, if any; a new visitor's answer is theirs alone.
      headers['Set-Cookie'] = [headers['Set-Cookie'] ?? [], context.newCanaryCookie].flat();
      headers['Cache-Control'] = 'private, no-cache';
    }
    // A document with a session cookie (signed in, refused or unverified) or a private path: no
    // cache anywhere keeps it.
    if (ownDocument) headers['Cache-Control'] = 'private, no-store';
    const onError = (error) => log(`[ssr] ${req.url}`, error);
    let page = null;
    try {
      page = await renderPage({
        ...context,
        template: withSessionMarker(template, session),
        budgetMs,
        session: session.user ? { token: session.token, user: session.user } : undefined,
        onError,
        telemetry: renderTelemetry,
      });
    } catch (error) {
      onError(error);
    }
    if (!page) {
      // The renderer itself failed: today's document, rendered in the browser. Never a 500.
      log(`[ssr] ${req.url} rendered in the browser instead`);
      onRendered(null);
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
      onRendered(null);
      res.writeHead(page.status, { Location: page.location, 'Cache-Control': headers['Cache-Control'], Vary: headers.Vary });
      res.end();
      return;
    }
    res.writeHead(page.status, headers);
    if (req.method === 'HEAD') {
      page.abort();
      onRendered(null);
      res.end();
      return;
    }
    // A visitor who leaves stops the render (and nothing of it is cached).
    res.on('close', () => {
      if (!res.writableFinished) {
        page.abort();
        onRendered(null);
      }
    });
    // What goes out is also kept, for the cache (a copy per chunk; nothing waits on it). A write to
    // a visitor who has left fails quietly, as a pipe into the response did (the close above aborts).
    const chunks = [];
    const out = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        destination.write(chunk, () => callback());
      },
      final(callback) {
        destination.end(() => {
          onRendered({ html: Buffer.concat(chunks).toString('utf8'), status: page.status, nonce: context.nonce });
          callback();
        });
      },
    });
    // Compressed as it streams (the encoder flushes after each chunk React writes).
    const encoder = encodingStream(encoding);
    const destination = encoder ?? res;
    if (encoder) encoder.pipe(res);
    out.on('error', (error) => log(`[ssr] ${req.url} not sent`, error));
    page.pipe(out);
  }

  // The views still queued go to the API when the server stops (a stop that waits calls flush itself).
  server.on('close', () => {
    void carPageViews.flush();
    void renderTelemetry.flush();
  });
  return server;
}

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(arg('port', process.env.PORT ?? 3000));
  // --workers N: N processes on one port (node:cluster shares the listening socket, connections go
  // round-robin). Each keeps its own HTML cache, held true by the API's data version like any other
  // instance's. docs/deploying.md says how many a machine should run.
  const workers = Number(arg('workers', process.env.SHELL_WORKERS ?? 1));
  if (workers > 1 && cluster.isPrimary) {
    let stopping = false;
    for (let index = 0; index < workers; index += 1) cluster.fork();
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      console.error(`shell worker ${worker.process.pid} ended (${signal ?? code}): starting another`);
      cluster.fork();
    });
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        stopping = true;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
        process.exit(0);
      });
    }
    console.log(`shell rendered on the server on http://localhost:${port} (${workers} processes)`);
  } else {
    const carPageViews = createCarPageViews({ log: console.error });
    const server = await createShellServer({
      carPageViews,
      dist: path.resolve(arg('dist', path.join(shellDir, 'dist'))),
      compositionFile: path.resolve(
        arg('composition', process.env.CARMARKET_COMPOSITION ?? path.join(shellDir, '../environments/local.json')),
      ),
      budgetMs: Number(arg('budget-ms', DEFAULT_BUDGET_MS)),
      // The anonymous pages' cache (ADR 0013): on unless --no-html-cache; its size in MB.
      htmlCache: process.argv.includes('--no-html-cache')
        ? false
        : { maxBytes: Number(arg('html-cache-mb', process.env.HTML_CACHE_MB ?? 64)) * 1024 * 1024 },
      // Behind a TLS-terminating proxy the socket is plain http: say so, so the cookie is Secure.
      secureCookies: process.env.SESSION_COOKIE_SECURE === 'true' ? true : undefined,
    });
    server.listen(port, () => {
      if (cluster.isPrimary) console.log(`shell rendered on the server on http://localhost:${port}`);
    });
    // Requests in flight finish, then the queued car page views are sent, then the process ends.
    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => server.close(() => void carPageViews.flush().finally(() => process.exit(0))));
  }
}
