// The headers of the shell's document, from the environment's composition: the CSP that names
// exactly its origins and the early resource hints. Sent by scripts/serve-static.mjs (the shell as
// static files) and shell/server/ssr-server.mjs (the shell rendered on the server).
import { readFileSync } from 'node:fs';
import { API_PORT } from './apps.mjs';

/** The API's origin when no composition names one (CARMARKET_API_URL, or the API's port of apps.mjs). */
export const apiOrigin = new URL(process.env.CARMARKET_API_URL ?? `http://localhost:${API_PORT}`).origin;
// Where car images come from when the API keeps them in object storage (its S3_PUBLIC_BASE_URL or a
// CDN): comma-separated URLs or origins; the API origin is always allowed (local-disk images).
const imageOrigins = (process.env.CARMARKET_IMAGE_ORIGINS ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter(Boolean)
  .map((value) => new URL(value).origin);

/**
 * @param {object | null} composition
 * @param {{ nonce?: string, scriptHashes?: string[] }} [options] `nonce`: the shell's server names the
 *   per-request nonce it gives React's inline streaming scripts; static serving has none (no inline
 *   script at all). `scriptHashes` ('sha256-…' sources): a page from the shell server's HTML cache,
 *   answered to many visitors, names its inline scripts by hash instead (ADR 0013).
 */
export function contentSecurityPolicy(composition, { nonce, scriptHashes = [] } = {}) {
  const remoteOrigins = composition
    ? [...Object.values(composition.remotes), ...(composition.allowedOverrideOrigins ?? [])].map((url) => new URL(url).origin)
    : [];
  const api = composition ? new URL(composition.apiBaseUrl).origin : apiOrigin;
  const origins = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${scriptHashes.map((hash) => ` ${hash}`).join('')} ${origins}`.trim(),
    // styled-components injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...new Set([api, ...imageOrigins])].join(' ')}`,
    `connect-src 'self' ${origins} ${api}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Resource hints for the shell's document, from the same composition: start the composition
 * request with the HTML (main.js asks for it at once) and open both connections to the API before
 * the code that needs them has arrived: its JSON is fetched with CORS, its images are plain
 * <img> requests, and browsers keep separate connections for the two. The first route's remote
 * is preconnected by the shell itself once it knows the route (shell/src/platform/early-hints.ts).
 */
export function resourceHints(composition) {
  if (!composition) return null;
  const api = new URL(composition.apiBaseUrl).origin;
  return [
    '</env/composition.json>; rel=preload; as=fetch; crossorigin',
    `<${api}>; rel=preconnect; crossorigin`,
    `<${api}>; rel=preconnect`,
  ].join(', ');
}

/** GET /env/composition.json: the environment's composition file, never cached (a promotion shows on the next load). */
export function sendComposition(res, compositionFile) {
  res.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(readFileSync(compositionFile));
}
