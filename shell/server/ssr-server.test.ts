// The shell's server on the production builds (node scripts/build-apps.mjs --ssr): a fake API,
// the remotes' dist folders on their own origins like a CDN, and the composition file on disk.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../scripts/static-files.mjs';
import { makeFacets } from '../../shared/src/listing/test-cars';
import { makeCar } from '../../shared/src/testing/make-car';
import { siteOriginOf } from './ssr-server.mjs';
import startupScriptsLoader from '../src/document-scripts/startup-scripts.ts?inline-script';
import { closeServers, handedOver, listen, remoteOrigin, renderedMarkup, startShellOnBuilds, type Composition } from './shell-on-builds';

const repo = path.resolve(__dirname, '../..');

const creta = makeCar({ id: 'car-creta', carName: 'Hyundai Creta SX', carPrice: 1_050_000 });
const nexon = makeCar({ id: 'car-nexon', brand: 'Tata', model: 'Nexon', carName: 'Tata Nexon XZ Plus', carPrice: 875_000 });
const CARS = new Map([creta, nexon].map((car) => [car.id, car]));

const BUDGET_MS = 3000;

/** GET /api/v1/stats/home: counts no tile shows by chance. */
const HOME_STATS = {
  totalCars: 4321,
  bodyTypes: [{ value: 'SUV', count: 4321 }],
  brands: [{ value: 'Tata', count: 4321 }],
  cities: [{ value: 'Pune', count: 4321 }],
};

function listingPage(cars: (typeof creta)[]) {
  return {
    cars,
    total: cars.length,
    page: 1,
    pageSize: 12,
    pageCount: 1,
    facets: makeFacets(),
    bounds: { priceMin: 100_000, priceMax: 5_000_000, yearMin: 2010, yearMax: 2025 },
  };
}
const remoteRequests: string[] = [];
const logged: string[] = [];

/** The API: GET /api/v1/cars/:id, a little slow so two renders overlap; everything else an empty list. */
function fakeApi() {
  return http.createServer((req, res) => {
    const match = /^\/api\/v1\/cars\/([^/?]+)$/.exec(req.url ?? '');
    setTimeout(() => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Content-Type', 'application/json');
      if (match) {
        const car = CARS.get(match[1]!);
        res.statusCode = car ? 200 : 404;
        res.end(JSON.stringify(car ? { car } : { message: 'Cars not found' }));
        return;
      }
      if (req.url === '/api/v1/stats/home') {
        res.end(JSON.stringify(HOME_STATS));
        return;
      }
      if (/^\/api\/v1\/cars(\?|$)/.test(req.url ?? '')) {
        const brand = new URL(req.url ?? '', 'http://api.test').searchParams.get('brand');
        const cars = [creta, nexon].filter((car) => !brand || car.brand === brand);
        res.end(JSON.stringify(listingPage(cars)));
        return;
      }
      res.end(JSON.stringify({ cars: [], total: 0, items: [] }));
    }, 50);
  });
}

let shellUrl = '';
let compositionFile = '';
let composition: Composition;

function writeComposition(changes: Partial<typeof composition> = {}) {
  writeFileSync(compositionFile, JSON.stringify({ ...composition, ...changes }));
}

const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function page(pathname: string, { userAgent }: { userAgent?: string } = {}) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers: userAgent ? { 'User-Agent': userAgent } : {} });
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** Every <script> in the document that runs (not the JSON data element, not a file). */
function inlineScripts(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes));
}

/** React's inline scripts that move a boundary streamed after the shell into place (or time its reveal). */
const REACT_STREAMING_SCRIPT = /\$RC\(|\$RV=|\$RT=/;

/** A boundary the server could not render, left to the browser: inline (<!--$!-->) or by React's streamed instruction ($RX). */
const CLIENT_RENDERED = /<!--\$!-->|\$RX\(/;

/**
 * The page's markup as the server sent it, scripts left out: a visitor's page streams, and React
 * writes a slot that was ready after the shell as markup followed by a script that moves it into place.
 */
function servedMarkup(html: string) {
  return html.slice(html.indexOf('<body')).replace(/<script\b[^>]*>.*?<\/script>/gs, '');
}

/**
 * The document's body without its <script> elements (code, the data handed over, JSON-LD): what a
 * crawler or a browser without JavaScript shows before any runs.
 */
function beforeScripts(html: string) {
  const body = html.slice(html.indexOf('<body'));
  const firstScript = body.search(/<script\b(?![^>]*type="application\/(ld\+)?json")/);
  return firstScript === -1 ? body : body.slice(0, firstScript);
}

beforeAll(async () => {
  ({ shellUrl, composition, compositionFile } = await startShellOnBuilds({
    api: fakeApi(),
    budgetMs: BUDGET_MS,
    log: (message) => logged.push(message),
    onRemoteRequest: (url) => remoteRequests.push(url),
  }));
});

afterAll(closeServers);

describe('the shell rendered on the server', () => {
  it('renders /buy-car/{id} with the car from mf-browse, its price in Lakhs and its styles, before any script', async () => {
    const { status, html } = await page(`/buy-car/${creta.id}`);
    expect(status).toBe(200);
    const markup = servedMarkup(html);
    expect(markup).toContain('data-server-rendered');
    expect(markup).toContain('Hyundai Creta SX');
    expect(markup).toContain('10.5 Lakhs');
    // The header and footer are the shell's own.
    expect(markup).toMatch(/<header/);
    expect(markup).toMatch(/<footer/);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style[^>]*data-styled/);
    // A crawler's copy holds it all before any script.
    const crawled = beforeScripts((await page(`/buy-car/${creta.id}`, { userAgent: CRAWLER_UA })).html);
    expect(crawled).toContain('Hyundai Creta SX');
    expect(crawled).toContain('10.5 Lakhs');
  });

  it('hands the browser the car it fetched, under the key the page reads', async () => {
    const { html } = await page(`/buy-car/${creta.id}`);
    const data = /<script type="application\/json" id="carmarket-server-data">(.*?)<\/script>/.exec(html)?.[1];
    const snapshot = JSON.parse(data ?? 'null') as Array<{ queryKey: unknown[]; data: { carName: string } }>;
    expect(snapshot.find((entry) => entry.queryKey[0] === 'car' && entry.queryKey[1] === creta.id)?.data.carName).toBe('Hyundai Creta SX');
  });

  it("renders /buy-car?brand=Hyundai with those cars' cards from the listing's data", async () => {
    const { status, html } = await page('/buy-car?brand=Hyundai');
    expect(status).toBe(200);
    const markup = servedMarkup(html);
    expect(markup).toMatch(/<article aria-label="Hyundai Creta SX"/);
    expect(markup).toContain('10.5 Lakhs');
    expect(markup).not.toContain('Tata Nexon XZ Plus');
    expect(html).not.toMatch(CLIENT_RENDERED);
    // The page's data goes with it: the browser does not ask for the listing again.
    const data = /<script type="application\/json" id="carmarket-server-data">(.*?)<\/script>/.exec(html)?.[1];
    const snapshot = JSON.parse(data ?? '[]') as Array<{ data: { cars?: Array<{ carName: string }> } }>;
    expect(snapshot.flatMap((entry) => entry.data.cars ?? []).map((car) => car.carName)).toEqual(['Hyundai Creta SX']);
  });

  it.each([
    ['/', 'Turn your car into cash, fast, fair and hassle-free'],
    ['/sell', 'Sell your car fast, fair and hassle-free'],
    ['/used-cars-in-pune', 'Hyundai Creta SX'],
    ['/contact-us', 'Contact Us'],
    ['/top-dealer', '<footer'],
  ])('renders %s whole on the server, nothing left to the browser', async (pathname, content) => {
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expect(servedMarkup(html)).toContain(content);
    expect(servedMarkup(html)).toMatch(/<header/);
    expect(html).not.toMatch(CLIENT_RENDERED);
    expect(logged.filter((message) => message === `[ssr] ${pathname}`)).toEqual([]);
  });

  it("points the home page's images at the browser build's files", async () => {
    const { html } = await page('/');
    const sources = [...servedMarkup(html).matchAll(/<(?:img|source)\b[^>]*?\bsrcSet="([^"]+)"/g)]
      .flatMap((match) => match[1]!.split(',').map((candidate) => candidate.trim().split(' ')[0]!))
      .filter((source) => !source.startsWith('http') && !source.startsWith('data:'));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/assets\//);
      expect((await fetch(`${shellUrl}${source}`)).status, source).toBe(200);
    }
  });

  it("puts the request's nonce in the CSP and on every inline script React writes, a new one per request", async () => {
    const first = await page(`/buy-car/${creta.id}`);
    const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(first.csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(first.csp).not.toContain("unsafe-inline'; script");
    // The start-up scripts' loader, and React's scripts when a slot streams in after the shell.
    const scripts = inlineScripts(first.html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    const second = await page(`/buy-car/${creta.id}`);
    expect(/'nonce-([^']+)'/.exec(second.csp)?.[1]).not.toBe(nonce);
  });

  it('sends a page ready within the wait whole: its largest image preloaded in <head>, its scripts loaded after the first paint', async () => {
    const { html, csp } = await page(`/buy-car/${creta.id}`);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(html).not.toMatch(REACT_STREAMING_SCRIPT);
    // The car's first photo, chosen by the browser from the WebP set, at high priority.
    expect(head).toMatch(/<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]*a-1280\.webp 1280w"/);
    // No script tag the parser meets: one loader (its nonce: the test above) adds main.js after the first frame.
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=|<link rel="preload" as="script"/);
    expect(head).toContain(`<script nonce="${nonce}">(${startupScriptsLoader})([`);
    expect(head).toMatch(/\],\["\/main\.[0-9a-f]+\.js"\]\)<\/script>/);
  });

  it('gives a crawler the whole page at once, every boundary in place and no script needed', async () => {
    const { status, html } = await page('/buy-car?brand=Hyundai', { userAgent: CRAWLER_UA });
    expect(status).toBe(200);
    // No script of React's (a boundary moved into place) and no early-input script: only the start-up scripts' loader.
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html).not.toMatch(REACT_STREAMING_SCRIPT);
    expect(html).not.toMatch(/<div hidden id="S:/);
    expect(beforeScripts(html)).toMatch(/<article aria-label="Hyundai Creta SX"/);
    expect(beforeScripts(html)).toContain('10.5 Lakhs');
    expect(html).not.toMatch(CLIENT_RENDERED);
  });

  it('keeps two renders at once apart', async () => {
    const [first, second] = await Promise.all([page(`/buy-car/${creta.id}`), page(`/buy-car/${nexon.id}`)]);
    expect(servedMarkup(first.html)).toContain('Hyundai Creta SX');
    expect(servedMarkup(first.html)).not.toContain('Tata Nexon XZ Plus');
    expect(servedMarkup(second.html)).toContain('Tata Nexon XZ Plus');
    expect(servedMarkup(second.html)).toContain('8.8 Lakhs');
    expect(servedMarkup(second.html)).not.toContain('Hyundai Creta SX');
  });

  it('answers an unknown path 404 with the 404 page', async () => {
    const { status, html } = await page('/no-such-page');
    expect(status).toBe(404);
    expect(servedMarkup(html)).toContain('Page not found');
  });

  it('answers a route that only redirects (/settings) with a 302 to where it goes, and no document', async () => {
    const response = await fetch(`${shellUrl}/settings`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/settings/profile');
    expect(await response.text()).toBe('');
  });

  it("renders the home page's tiles with the API's counts and hands them over, so the browser asks nothing to show them", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    // SUV, Tata and Pune tiles.
    expect(renderedMarkup(html).match(/4,321/g)?.length).toBeGreaterThanOrEqual(3);
    expect(handedOver(html)).toContainEqual({ queryKey: ['home-stats'], data: HOME_STATS });
  });

  it("renders the home page's tiles without counts when the API is down, and hands none over (the browser asks)", async () => {
    writeComposition({ apiBaseUrl: 'http://127.0.0.1:9' });
    try {
      const { status, html } = await page('/');
      expect(status).toBe(200);
      expect(renderedMarkup(html)).toMatch(/Search by Popular Cities/);
      expect(renderedMarkup(html)).not.toMatch(/4,321/);
      expect(handedOver(html).map(({ queryKey }) => queryKey)).not.toContainEqual(['home-stats']);
    } finally {
      writeComposition();
    }
  });

  it('answers 200 when the API is down, with the header and the page', async () => {
    writeComposition({ apiBaseUrl: 'http://127.0.0.1:9' });
    try {
      const { status, html } = await page(`/buy-car/${creta.id}`);
      expect(status).toBe(200);
      expect(servedMarkup(html)).toMatch(/<header/);
      expect(servedMarkup(html)).not.toContain('Hyundai Creta SX');
    } finally {
      writeComposition();
    }
  });

  /** The car page with mf-browse served from `origin`: its slot's fallback, left to the browser, in a whole 200 page. */
  async function expectCarSlotFallbackWith(origin: string) {
    writeComposition({ remotes: { ...composition.remotes, mf_browse: `${origin}/mf-manifest.json` } });
    try {
      const { status, html } = await page(`/buy-car/${creta.id}`);
      expect(status).toBe(200);
      const markup = servedMarkup(html);
      expect(markup).toMatch(/<header/);
      expect(markup).toMatch(/<footer/);
      expect(markup).not.toContain('Hyundai Creta SX');
      // The slot's Suspense fallback, left for the browser to render the slot itself.
      expect(markup).toMatch(/role="status".*car details/s);
      expect(html).toMatch(CLIENT_RENDERED);
    } finally {
      writeComposition();
    }
  }

  it("renders a remote whose server entry throws as it loads as its slot's fallback, and answers 200", async () => {
    const files = staticFiles(path.join(repo, 'mf-browse', 'dist'));
    const throwing = await listen(
      http.createServer((req, res) => {
        if (req.url?.startsWith('/server/remoteEntry.js')) {
          res.writeHead(200, { 'Content-Type': 'text/javascript' }).end("throw new Error('a broken deploy');");
          return;
        }
        files(req, res, () => res.writeHead(404).end());
      }),
    );
    await expectCarSlotFallbackWith(throwing);
  });

  it("renders a remote whose server bundle is missing as its slot's fallback, and answers 200", async () => {
    await expectCarSlotFallbackWith(await listen(http.createServer((_req, res) => res.writeHead(404).end())));
    // Back in the composition, the remote renders on the server again.
    expect(servedMarkup((await page(`/buy-car/${creta.id}`)).html)).toContain('Hyundai Creta SX');
  });

  it('streams the shell first, then a remote slower than the budget as its fallback, within the budget, and answers 200', async () => {
    const files = staticFiles(path.join(repo, 'mf-browse', 'dist'));
    const slow = await listen(http.createServer((req, res) => setTimeout(() => files(req, res, () => res.writeHead(404).end()), 6000)));
    writeComposition({ remotes: { ...composition.remotes, mf_browse: `${slow}/mf-manifest.json` } });
    try {
      const started = Date.now();
      const response = await fetch(`${shellUrl}/buy-car/${creta.id}`);
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      let html = '';
      let shellMs = Infinity;
      let shell = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        html += decoder.decode(chunk.value, { stream: true });
        if (!shell && html.includes('</footer>')) [shellMs, shell] = [Date.now() - started, html];
      }
      // The shell (header, the slot's loading state, footer) arrives long before the slow remote.
      expect(shellMs).toBeLessThan(1500);
      expect(shell).toMatch(/<header/);
      expect(shell).not.toContain('</html>');
      expect(Date.now() - started).toBeLessThan(BUDGET_MS + 1500);
      expect(servedMarkup(html)).toMatch(/<footer/);
      expect(servedMarkup(html)).toMatch(/role="status".*car details/s);
      expect(html).toMatch(CLIENT_RENDERED);
      expect(html).toMatch(/<\/html>$/);
    } finally {
      writeComposition();
    }
  });

  it('renders a remote promoted to a new URL from there on the next request, without a restart', async () => {
    const promoted = await listen(remoteOrigin('mf-browse', (url) => remoteRequests.push(url)));
    writeComposition({ remotes: { ...composition.remotes, mf_browse: `${promoted}/mf-manifest.json` } });
    try {
      const before = remoteRequests.length;
      const { html } = await page(`/buy-car/${creta.id}`);
      expect(servedMarkup(html)).toContain('Hyundai Creta SX');
      expect(remoteRequests.slice(before)).toContain('mf-browse/server/remoteEntry.js');
    } finally {
      writeComposition();
    }
  });

  it('still serves the static files', async () => {
    const response = await fetch(`${shellUrl}/env/composition.json`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { environment: string }).environment).toBe('ssr-test');
    expect((await fetch(`${shellUrl}/server/main.js`)).status).toBe(404);
    const icon = await fetch(`${shellUrl}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.url).toBe(`${shellUrl}/favicon.svg`);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg\+xml/);
  });
});

describe("the site's origin without a publicOrigin in the composition", () => {
  const request = (host: string, localPort = 54610) => ({ headers: { host }, socket: { localPort } }) as unknown as http.IncomingMessage;

  it("is the request's own on this server's loopback port", () => {
    expect(siteOriginOf(request('localhost:54610'))).toBe('http://localhost:54610');
    expect(siteOriginOf(request('127.0.0.1:54610'))).toBe('http://127.0.0.1:54610');
  });

  it('never reflects another Host into canonical URLs', () => {
    expect(siteOriginOf(request('evil.example'))).toBeUndefined();
    expect(siteOriginOf(request('localhost:9999'))).toBeUndefined();
  });

  it("goes to the page: a canonical URL on the request's own origin", async () => {
    const { html } = await page('/contact-us');
    expect(html).toContain(`<link rel="canonical" href="${shellUrl}/contact-us"/>`);
  });
});
