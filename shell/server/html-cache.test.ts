// The HTML cache's rules on their own (html-cache.mjs, data-version.mjs): keys, what may be
// stored, the nonce taken off and the scripts' hashes, freshness, coalescing, the byte bound.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createDataVersion } from './data-version.mjs';
import {
  cacheKeyOf,
  canonicalUrl,
  createHtmlCache,
  etagOf,
  isCacheableCity,
  isPrivatePath,
  matchesIfNoneMatch,
  scriptHashesOf,
  sharedCacheControl,
  storedDocument,
  type StoredDocument,
} from './html-cache.mjs';

const NONCE = 'bm9uY2Utb2YtdGhlLXJlbmRlcg==';
const LOADER = '(function(){document.title="loaded"})()';
const page = (body: string, nonce = NONCE) =>
  `<!doctype html><html><head><script nonce="${nonce}">${LOADER}</script>` +
  `<script type="application/json" id="carmarket-server-data">[]</script></head><body>${body}</body></html>`;

const rendered = (html: string, changes: Partial<{ status: number; version: string }> = {}) =>
  storedDocument({ html, status: 200, nonce: NONCE, version: '7', inputs: 'build\nkey', ...changes });

describe('the cache key', () => {
  it('is the canonical URL: query parameters sorted, one entry whatever their order', () => {
    expect(canonicalUrl('/buy-car?sort=price&brand=Tata&brand=Kia')).toBe('/buy-car?brand=Kia&brand=Tata&sort=price');
    expect(canonicalUrl('/buy-car?')).toBe('/buy-car');
    const key = (url: string, city?: string) => cacheKeyOf({ url, city, compositionHash: 'c1' });
    expect(key('/buy-car?b=1&a=2')).toBe(key('/buy-car?a=2&b=1'));
    expect(key('/buy-car', 'Pune, Maharashtra')).not.toBe(key('/buy-car'));
    expect(cacheKeyOf({ url: '/', city: undefined, compositionHash: 'c2' })).not.toBe(key('/'));
  });

  it('leaves out private paths and unusual city cookies', () => {
    expect(isPrivatePath('/settings/profile')).toBe(true);
    expect(isPrivatePath('/settings')).toBe(true);
    expect(isPrivatePath('/saved')).toBe(true);
    expect(isPrivatePath('/alerts/unsubscribe')).toBe(true);
    expect(isPrivatePath('/sell')).toBe(false);
    expect(isCacheableCity(undefined)).toBe(true);
    expect(isCacheableCity('Pune, Maharashtra')).toBe(true);
    expect(isCacheableCity('x'.repeat(61))).toBe(false);
    expect(isCacheableCity('<script>')).toBe(false);
  });
});

describe('a stored document', () => {
  it('has no nonce; its CSP names the sha256 of each inline script, not the data element', async () => {
    const entry = (await rendered(page('<main>Creta</main>')))!;
    const html = entry.bodies.identity.toString();
    expect(html).not.toContain(NONCE);
    expect(html).toContain(`<script>${LOADER}</script>`);
    expect(entry.scriptHashes).toEqual([`'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`]);
    expect(scriptHashesOf(html)).toEqual(entry.scriptHashes);
  });

  it('is compressed once, brotli and gzip, the same page', async () => {
    const entry = (await rendered(page('<main>Creta</main>'.repeat(100))))!;
    expect(zlib.brotliDecompressSync(entry.bodies.br).toString()).toBe(entry.bodies.identity.toString());
    expect(zlib.gunzipSync(entry.bodies.gzip).toString()).toBe(entry.bodies.identity.toString());
    expect(entry.bodies.br.length).toBeLessThan(entry.bodies.identity.length);
    expect(entry.bytes).toBe(entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length);
  });

  it("has a strong ETag per encoding, the same for the same page and version, another for another page's or version's", async () => {
    const one = (await rendered(page('<main>Creta</main>')))!;
    expect(one.etag).toHaveLength(27);
    // Another render's nonce, the same page: the stored bytes and the ETag are the same.
    expect(
      (await storedDocument({
        html: page('<main>Creta</main>', 'b3RoZXI='),
        status: 200,
        nonce: 'b3RoZXI=',
        version: '7',
        inputs: 'build\nkey',
      }))!.etag,
    ).toBe(one.etag);
    expect((await rendered(page('<main>Creta</main>'), { version: '8' }))!.etag).not.toBe(one.etag);
    expect((await rendered(page('<main>Nexon</main>')))!.etag).not.toBe(one.etag);
    expect(etagOf(one, 'br')).toBe(`"${one.etag}-br"`);
    expect(etagOf(one, null)).toBe(`"${one.etag}"`);
    expect(matchesIfNoneMatch(`"x", ${etagOf(one, 'br')}`, etagOf(one, 'br'))).toBe(true);
    expect(matchesIfNoneMatch(etagOf(one, 'gzip'), etagOf(one, 'br'))).toBe(false);
    expect(matchesIfNoneMatch(undefined, etagOf(one, 'br'))).toBe(false);
  });

  it('is not made of a redirect, an error status or a page whose parts streamed out of order', async () => {
    expect(await rendered(page('<main/>'), { status: 302 })).toBeNull();
    expect(await rendered(page('<main/>'), { status: 500 })).toBeNull();
    expect(await rendered(page('<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0">late</div>'))).toBeNull();
    expect(await rendered(page('<main/>'), { status: 404 })).not.toBeNull();
  });

  it('is marked a fallback when a slot was left to the browser, kept briefly by a CDN and never served stale', async () => {
    const fallback = (await rendered(page('<!--$!--><template data-dgst="budget"></template><p role="status">Loading</p><!--/$-->')))!;
    expect(fallback.fallback).toBe(true);
    expect(sharedCacheControl(fallback)).toBe('public, max-age=0, s-maxage=1');
    const whole = (await rendered(page('<main/>')))!;
    expect(whole.fallback).toBe(false);
    expect(sharedCacheControl(whole)).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30');
  });
});

describe('the cache', () => {
  const entryOf = async (body: string, version = '7') => (await rendered(page(body), { version }))!;

  it('serves an entry while its version is current: fresh for ttlMs, then stale for staleMs, then not', async () => {
    let now = 0;
    const cache = createHtmlCache({ ttlMs: 100, staleMs: 50, now: () => now });
    const entry = await entryOf('<main>a</main>');
    await cache.fill('k', async () => entry);
    expect(cache.lookup('k', '7')?.state).toBe('fresh');
    now = 120;
    expect(cache.lookup('k', '7')?.state).toBe('stale');
    now = 151;
    expect(cache.lookup('k', '7')).toBeNull();
  });

  it('drops an entry of another version at once', async () => {
    const cache = createHtmlCache();
    await cache.fill('k', async () => entryOf('<main>a</main>'));
    expect(cache.lookup('k', '8')).toBeNull();
    expect(cache.lookup('k', '7')).toBeNull();
  });

  it('keeps a fallback page fallbackTtlMs, never stale', async () => {
    let now = 0;
    const cache = createHtmlCache({ fallbackTtlMs: 20, ttlMs: 1000, now: () => now });
    await cache.fill('k', async () => entryOf('<!--$!--><p>Loading</p><!--/$-->'));
    expect(cache.lookup('k', '7')?.state).toBe('fresh');
    now = 21;
    expect(cache.lookup('k', '7')).toBeNull();
  });

  it('renders a page once for every caller that asks while it renders', async () => {
    const cache = createHtmlCache();
    let renders = 0;
    const entry = await entryOf('<main>a</main>');
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return entry;
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.fill('k', render)));
    expect(renders).toBe(1);
    expect(results.every((result) => result === entry)).toBe(true);
    expect(cache.pending('k')).toBeUndefined();
  });

  it('stores nothing for a render that gave nothing or failed, and renders again next time', async () => {
    const logged: string[] = [];
    const cache = createHtmlCache({ log: (message) => logged.push(message) });
    expect(await cache.fill('k', async () => null)).toBeNull();
    expect(await cache.fill('k', async () => Promise.reject(new Error('boom')))).toBeNull();
    expect(logged).toEqual(['[ssr] page not cached']);
    expect(cache.lookup('k', '7')).toBeNull();
  });

  it('holds at most maxBytes: the least recently used page goes first', async () => {
    const a = await entryOf(`<main>${'a'.repeat(4000)}</main>`);
    const cache = createHtmlCache({ maxBytes: a.bytes * 2 + 10 });
    const entries: StoredDocument[] = [];
    for (const key of ['a', 'b', 'c']) {
      const entry = await entryOf(`<main>${key.repeat(4000)}</main>`);
      entries.push(entry);
      await cache.fill(key, async () => entry);
    }
    expect(cache.lookup('a', '7')).toBeNull();
    expect(cache.lookup('b', '7')).not.toBeNull();
    expect(cache.lookup('c', '7')).not.toBeNull();
    expect(cache.size).toBeLessThanOrEqual(a.bytes * 2 + 10);
  });
});

describe('the data version', () => {
  const answering = (versions: string[]) => {
    const calls: string[] = [];
    const fetch = async (url: string) => {
      calls.push(url);
      const version = versions.shift();
      return version === undefined ? new Response('down', { status: 503 }) : Response.json({ version });
    };
    return { calls, fetch };
  };

  it('is read at most every checkEveryMs, one request for a burst', async () => {
    let now = 0;
    const api = answering(['1', '2']);
    const version = createDataVersion({ checkEveryMs: 250, fetch: api.fetch, now: () => now });
    expect(await Promise.all([1, 2, 3].map(() => version.current('http://api.test/')))).toEqual(['1', '1', '1']);
    expect(api.calls).toEqual(['http://api.test/api/v1/listing-version']);
    now = 249;
    expect(await version.current('http://api.test/')).toBe('1');
    now = 250;
    expect(await version.current('http://api.test/')).toBe('2');
  });

  it('is null when the API does not answer one, and asks again at once next time', async () => {
    const api = answering([]);
    const version = createDataVersion({ fetch: api.fetch });
    expect(await version.current('http://api.test')).toBeNull();
    expect(await version.current('http://api.test')).toBeNull();
    expect(api.calls).toHaveLength(2);
  });
});
