// Serves one built app the way a CDN would: manifests, entries and HTML revalidated on
// every load, hashed chunks immutable, CORS for cross-origin federation, and a CSP that
// names exactly the origins of the composition file.
//   node scripts/serve-static.mjs --dir shell/dist --port 3000 [--composition environments/local.json]
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControl } from './cache-policy.mjs';

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const dir = path.resolve(arg('dir', 'dist'));
const port = Number(arg('port', process.env.PORT ?? 3000));
const compositionFile = arg('composition', process.env.CARMARKET_COMPOSITION);
const apiOrigin = new URL(process.env.CARMARKET_API_URL ?? 'http://localhost:4000').origin;
// Where car images come from when the API keeps them in object storage (its S3_PUBLIC_BASE_URL or a
// CDN): comma-separated URLs or origins; the API origin is always allowed (local-disk images).
const imageOrigins = (process.env.CARMARKET_IMAGE_ORIGINS ?? '')
  .split(',')
  .map((value) => value.trim())
  .filter(Boolean)
  .map((value) => new URL(value).origin);

function readComposition() {
  return compositionFile ? JSON.parse(readFileSync(compositionFile, 'utf8')) : null;
}

export function contentSecurityPolicy(composition) {
  const remoteOrigins = composition
    ? [...Object.values(composition.remotes), ...(composition.allowedOverrideOrigins ?? [])].map((url) => new URL(url).origin)
    : [];
  const api = composition ? new URL(composition.apiBaseUrl).origin : apiOrigin;
  const origins = [...new Set(remoteOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${origins}`.trim(),
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

const assets = sirv(dir, {
  single: true,
  etag: true,
  // Serve the build's pre-compressed .br/.gz files when the browser accepts them.
  brotli: true,
  gzip: true,
  // Read the folder on each request, as a CDN origin does: a redeploy is live at once.
  dev: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cache-Control', cacheControl(pathname));
    if (pathname.endsWith('.html') || !path.extname(pathname)) {
      const composition = readComposition();
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(composition));
      const hints = resourceHints(composition);
      if (hints) res.setHeader('Link', hints);
      res.setHeader('X-Frame-Options', 'DENY');
    }
  },
});

const server = http.createServer((req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
    res.end();
    return;
  }
  if (compositionFile && req.url?.split('?')[0] === '/env/composition.json') {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(readFileSync(compositionFile));
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
});

server.listen(port, () => console.log(`serving ${path.relative(process.cwd(), dir) || '.'} on http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
