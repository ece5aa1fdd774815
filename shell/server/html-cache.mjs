// The shell server's cache of anonymous documents (issue 26, ADR 0013). An entry is one complete
// page for one canonical URL and city, stored with its brotli and gzip bytes (compressed once),
// its strong ETag and the CSP hashes of its inline scripts (a stored page has no nonce: see
// storedDocument). It is served only while the data version it was rendered under is current
// (data-version.mjs) and, for the rest (a car's views, anything no version covers), for ttlMs,
// then for staleMs more while one render refreshes it in the background. A page holding a slot's
// fallback (a remote down or slow) lives fallbackTtlMs and is never served stale. Renders of one
// key are coalesced: a burst for a page renders it once. Bounded by bytes (lru-cache maxSize).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const DEFAULT_HTML_CACHE = {
  /** Bytes of pages (each counted with its compressed copies). */
  maxBytes: 64 * 1024 * 1024,
  /** How long an entry is served as fresh (data writes are caught by the version, not by this). */
  ttlMs: 10_000,
  /** After ttlMs, how long it is still served while one render refreshes it. */
  staleMs: 60_000,
  /** How long a page with a slot's fallback is served (then rendered again, never served stale). */
  fallbackTtlMs: 2_000,
};

/** Shared caches (a CDN): kept for this long, then served stale while revalidating for the next. */
export const SHARED_MAX_AGE_S = 1;
export const SHARED_STALE_WHILE_REVALIDATE_S = 30;

/**
 * Paths that are a visitor's own even when signed out (their sign-in prompt, an alert's unsubscribe
 * link whose URL carries their token): never cached.
 */
const PRIVATE_PATHS = /^\/(settings|saved|alerts\/unsubscribe)(\/|$)/;

export function isPrivatePath(pathname) {
  return PRIVATE_PATHS.test(pathname);
}

/** A city cookie worth a cache entry: a short 'City, State'-like value (others render uncached). */
const CACHEABLE_CITY = /^[\p{L} .,'()-]{1,60}$/u;

export function isCacheableCity(city) {
  return city === undefined || CACHEABLE_CITY.test(city);
}

/** The request URL with its query parameters sorted: `?b=1&a=2` and `?a=2&b=1` are one page. */
export function canonicalUrl(url) {
  const parsed = new URL(url, 'http://shell.invalid');
  const params = [...parsed.searchParams].sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1));
  const query = new URLSearchParams(params).toString();
  return `${parsed.pathname}${query ? `?${query}` : ''}`;
}

/** The entry key: the canonical URL, the city it is rendered for and the composition it comes from. */
export function cacheKeyOf({ url, city, compositionHash }) {
  return `${compositionHash}\n${canonicalUrl(url)}\n${city ?? ''}`;
}

export function sha256(text, encoding = 'base64url') {
  return createHash('sha256').update(text).digest(encoding);
}

/** React left out-of-order parts in the page (a slot streamed after the shell): not one whole document. */
const STREAMED_OUT_OF_ORDER = /<div hidden id="S:|\$RC\(|\$RS\(/;
/** A boundary the server could not render, left to the browser (a remote down or slow): its fallback. */
const CLIENT_RENDERED = /<!--\$!-->|\$RX\(/;

/** Every executable inline <script> (not a file, not a data element): its opening tag's attributes and its text. */
export function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/\btype="application\/(ld\+)?json"/.test(attributes))
    .map(([, attributes, text]) => ({ attributes, text }));
}

/** The CSP source of each inline script's text ('sha256-…'), in document order, without repeats. */
export function scriptHashesOf(html) {
  return [...new Set(inlineScripts(html).map(({ text }) => `'sha256-${sha256(text, 'base64')}'`))];
}

/**
 * What a rendered page becomes in the cache, or null when it cannot be stored: a redirect, a status
 * other than 200/404, or a page whose parts came out of order (it would need React's scripts to be
 * put together, and a crawler gets every page whole). The render's nonce is taken off its scripts:
 * a stored page is answered to many visitors, so its CSP names the hashes of its inline scripts
 * (their text is fixed by the build and the page) instead of a nonce that would be shared.
 * @param {{ html: string, status: number, nonce: string, version: string, inputs: string }} rendered
 *   inputs: what the page was rendered from (shell build, composition, key), for the ETag.
 */
export async function storedDocument({ html: rendered, status, nonce, version, inputs }) {
  if (status !== 200 && status !== 404) return null;
  if (STREAMED_OUT_OF_ORDER.test(rendered)) return null;
  const html = nonce ? rendered.split(` nonce="${nonce}"`).join('') : rendered;
  if (nonce && html.includes(nonce)) return null;
  const [br, gz] = await Promise.all([brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }), gzip(html, { level: 9 })]);
  const identity = Buffer.from(html);
  return {
    status,
    version,
    fallback: CLIENT_RENDERED.test(html),
    etag: sha256(`${inputs}\n${version}\n${html}`).slice(0, 27),
    scriptHashes: scriptHashesOf(html),
    bodies: { br, gzip: gz, identity },
    bytes: identity.length + br.length + gz.length,
  };
}

/** The ETag of an entry's bytes in one encoding (a strong validator names one representation). */
export function etagOf(entry, encoding) {
  return `"${entry.etag}${encoding ? `-${encoding}` : ''}"`;
}

/** Whether an If-None-Match header names this ETag (or is `*`). */
export function matchesIfNoneMatch(header, etag) {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** Cache-Control of a stored page: the browser revalidates every time (its ETag), a CDN keeps it briefly. */
export function sharedCacheControl(entry) {
  return entry.fallback
    ? `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}`
    : `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_STALE_WHILE_REVALIDATE_S}`;
}

/**
 * @param {Partial<typeof DEFAULT_HTML_CACHE> & { now?: () => number, log?: (message: string, error?: unknown) => void }} [options]
 */
export function createHtmlCache(options = {}) {
  const { maxBytes, ttlMs, staleMs, fallbackTtlMs } = { ...DEFAULT_HTML_CACHE, ...options };
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => {});
  const entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  /** Renders in flight, by key: every caller of one key waits on the same render. */
  const renders = new Map();

  return {
    /**
     * The entry for `key` under `version`: 'fresh', 'stale' (serve it and refresh it) or null (render).
     * An entry of another version is gone at once.
     */
    lookup(key, version) {
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.version !== version) {
        entries.delete(key);
        return null;
      }
      const age = now() - entry.storedAt;
      if (entry.fallback) return age < fallbackTtlMs ? { entry, state: 'fresh' } : null;
      if (age < ttlMs) return { entry, state: 'fresh' };
      if (age < ttlMs + staleMs) return { entry, state: 'stale' };
      return null;
    },

    /** The render of `key` in flight, if any. */
    pending(key) {
      return renders.get(key);
    },

    /**
     * Runs `render` for `key` unless one is in flight (then its promise), stores what it gives
     * (a storedDocument, or null: nothing stored) and resolves to it.
     * @param {string} key
     * @param {() => Promise<object | null>} render
     */
    fill(key, render) {
      const inFlight = renders.get(key);
      if (inFlight) return inFlight;
      const promise = (async () => {
        try {
          const entry = await render();
          if (entry && entry.bytes <= maxBytes) entries.set(key, { ...entry, storedAt: now() });
          return entry;
        } catch (error) {
          log('[ssr] page not cached', error);
          return null;
        } finally {
          renders.delete(key);
        }
      })();
      renders.set(key, promise);
      return promise;
    },

    /** Bytes held (tests, diagnostics). */
    get size() {
      return entries.calculatedSize;
    },
  };
}
