// Canary releases on the shell's server (shell/src/platform/canary.ts) on the production builds: a
// visitor's bucket cookie picks the release of mf-browse the page is rendered with, a new visitor
// gets a bucket with a private answer, and the HTML cache never gives a stable visitor a canary's
// page or the other way round.
import http from 'node:http';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCar } from '../../shared/src/testing/make-car';
import { closeServers, listen, remoteOrigin, renderedMarkup, startShellOnBuilds, type Composition } from './shell-on-builds';

const CANARY_VERSION = '0.2.0+canary1';
const car = makeCar({ id: 'car-creta', carName: 'Hyundai Creta SX', carPrice: 1_050_000 });

function fakeApi() {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.invalid');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Content-Type', 'application/json');
    if (url.pathname === '/api/v1/listing-version') return res.end(JSON.stringify({ version: '1' }));
    if (url.pathname === '/api/v1/cars/car-creta') return res.end(JSON.stringify({ car }));
    res.end(JSON.stringify({ cars: [], total: 0, items: [] }));
  });
}

let shellUrl = '';
let composition: Composition;
let compositionFile = '';
let canaryOrigin = '';
/** What the canary's origin and the stable mf-browse origin were asked for. */
const canaryRequests: string[] = [];
const stableRequests: string[] = [];

beforeAll(async () => {
  ({ shellUrl, composition, compositionFile } = await startShellOnBuilds({
    api: fakeApi(),
    budgetMs: 3000,
    log: () => {},
    onRemoteRequest: (url) => {
      if (url.startsWith('mf-browse/')) stableRequests.push(url);
    },
  }));
  canaryOrigin = await listen(remoteOrigin('mf-browse', (url) => canaryRequests.push(url)));
  writeFileSync(
    compositionFile,
    JSON.stringify({
      ...composition,
      releases: { 'mf-browse': { version: '0.1.0+stable1' } },
      canary: { mf_browse: { app: 'mf-browse', version: CANARY_VERSION, remote: `${canaryOrigin}/mf-manifest.json`, percent: 30 } },
    }),
  );
});
afterAll(closeServers);

async function get(pathname: string, bucket?: number) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers: bucket === undefined ? {} : { Cookie: `carmarket_canary=${bucket}` } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** Answered from the cache: held fresh, or just rendered by the render this request waited on. */
const servedFromCache = (page: { headers: Headers }) => ['fresh', 'miss'].includes(page.headers.get('x-cache') ?? '');

describe('canary releases on the shell’s server', () => {
  it('renders a visitor inside the percent with the canary’s remote, one outside with the stable one', async () => {
    canaryRequests.length = 0;
    const carPage = await get('/buy-car/car-creta?visitor=inside', 12);
    expect(renderedMarkup(carPage.html)).toContain('Hyundai Creta SX');
    expect(canaryRequests).toContain('mf-browse/server/remoteEntry.js');
    expect(carPage.headers.get('content-security-policy')).toContain(canaryOrigin);
    const inside = await get('/__platform', 12);
    expect(inside.status).toBe(200);
    const markup = renderedMarkup(inside.html);
    expect(markup).toContain(`${canaryOrigin}/mf-manifest.json`);
    expect(markup).toContain(`<td data-assignment="canary">canary ${CANARY_VERSION}</td>`);
    expect(markup).toContain('This visitor&#x27;s bucket is 12');

    const outside = await get('/__platform', 30);
    expect(outside.headers.get('content-security-policy')).not.toContain(canaryOrigin);
    expect(renderedMarkup(outside.html)).not.toContain(canaryOrigin);
    expect(renderedMarkup(outside.html)).toContain('<td data-assignment="stable">stable 0.1.0+stable1</td>');
  });

  it('gives a new visitor a bucket the browser can read, on an answer no shared cache keeps', async () => {
    const page = await get('/buy-car/car-creta');
    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^carmarket_canary=\d{1,2}; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    // A visitor that has one keeps it.
    const again = await get('/buy-car/car-creta', Number(/=(\d+)/.exec(cookie)![1]));
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('cache-control')).not.toContain('private');
  });

  it('keeps one cached page for the canary’s visitors and another for the stable ones', async () => {
    const path = '/buy-car/car-creta?canary-cache=1';
    const first = await get(path, 5);
    expect(renderedMarkup(first.html)).toContain('Hyundai Creta SX');
    expect(servedFromCache(await get(path, 5))).toBe(true);
    expect(servedFromCache(await get(path, 29))).toBe(true); // another canary bucket: the same page
    // A stable visitor is never given the canary's entry: rendered for it, then its own entry.
    const stable = await get(path, 30);
    expect(stable.headers.get('x-cache')).toBeNull();
    expect(stable.headers.get('content-security-policy')).not.toContain(canaryOrigin);
    expect(servedFromCache(await get(path, 99))).toBe(true);
    const canaryEtag = (await get(path, 0)).headers.get('etag');
    const stableEtag = (await get(path, 64)).headers.get('etag');
    expect(canaryEtag).not.toBe(stableEtag);
  });

  it('sets no cookie when the environment runs no canary', async () => {
    writeFileSync(compositionFile, JSON.stringify(composition));
    try {
      const page = await get('/buy-car/car-creta');
      expect(page.headers.get('set-cookie')).toBeNull();
      expect(stableRequests.length).toBeGreaterThan(0);
    } finally {
      writeFileSync(
        compositionFile,
        JSON.stringify({
          ...composition,
          canary: { mf_browse: { app: 'mf-browse', version: CANARY_VERSION, remote: `${canaryOrigin}/mf-manifest.json`, percent: 30 } },
        }),
      );
    }
  });
});
