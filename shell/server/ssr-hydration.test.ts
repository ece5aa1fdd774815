// What the browser hydrates, as the shell's server renders it on the production builds (node
// scripts/build-apps.mjs --ssr): pages that render whole on the server with nothing the browser
// would render differently, and the document script that keeps input made before hydration.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import earlyInputScript from '../src/document-scripts/early-input.ts?inline-script';
import { closeServers, startShellOnBuilds, type Composition } from './shell-on-builds';

const logged: string[] = [];
let shellUrl = '';
let composition: Composition;

/** The API: an empty answer to everything (these pages need no data). */
function fakeApi() {
  return http.createServer((_req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ cars: [], total: 0, items: [] }));
  });
}

const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** A boundary the server could not render, left to the browser. */
const CLIENT_RENDERED = /<!--\$!-->|\$RX\(/;

async function page(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers });
  return { status: response.status, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

/** Logged while rendering `pathname` (the server logs `[ssr] <url>` with each error). */
const loggedFor = (pathname: string) => logged.filter((line) => line.startsWith(`[ssr] ${pathname}`));

beforeAll(async () => {
  ({ shellUrl, composition } = await startShellOnBuilds({ api: fakeApi(), budgetMs: 3000, log: (message) => logged.push(message) }));
});

afterAll(closeServers);

describe('pages the browser hydrates', () => {
  it('renders /__platform whole on the server, each remote as the composition names it, and logs no error', async () => {
    const { status, html } = await page('/__platform');
    expect(status).toBe(200);
    expect(html).toContain('<h1>Platform</h1>');
    for (const [name, manifestUrl] of Object.entries(composition.remotes)) {
      expect(html).toMatch(new RegExp(`<tr data-remote="${name}"><th scope="row">${name}</th><td>${manifestUrl}`));
    }
    expect(html).not.toMatch(CLIENT_RENDERED);
    expect(loggedFor('/__platform')).toEqual([]);
  });
});

describe("the visitor's city", () => {
  /** The text of the header's city button. */
  const headerCity = (html: string) => /<button[^>]*title="Change your city"[^>]*>[\s\S]*?<span[^>]*>([^<]*)<\/span>/.exec(html)?.[1];

  it('renders the city of the selectedCity cookie in the header, as the browser hydrates it', async () => {
    const { status, html } = await page('/', { Cookie: 'selectedCity=Navi%20Mumbai' });
    expect(status).toBe(200);
    expect(headerCity(html)).toBe('Navi Mumbai');
    expect(loggedFor('/')).toEqual([]);
  });

  it("renders 'Select City' without the cookie, or for one that names no city", async () => {
    expect(headerCity((await page('/')).html)).toBe('Select City');
    expect(headerCity((await page('/', { Cookie: 'selectedCity=%3Cimg%20src%3Dx%3E' })).html)).toBe('Select City');
  });
});

describe('input made before hydration', () => {
  it("is held by the early-input script in a visitor's <head>, with the request's nonce; a crawler's page has none", async () => {
    const visitor = await page('/contact-us');
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(visitor.csp)?.[1];
    // The very text the build compiled from document-scripts/early-input.ts, called with no arguments.
    const tag = `<script nonce="${nonce}">(${earlyInputScript})()</script>`;
    expect(visitor.html).toContain(tag);
    // Before any markup a visitor can use.
    expect(visitor.html.indexOf(tag)).toBeLessThan(visitor.html.indexOf('</head>'));

    const crawler = await page('/contact-us', { 'User-Agent': CRAWLER_UA });
    expect(crawler.html).not.toContain(earlyInputScript);
  });
});
