// How the platform serves a folder of built files, the way a CDN serves an origin or a bucket:
// the cache policy of scripts/cache-policy.mjs, CORS for cross-origin federation, pre-compressed
// .br/.gz files when the browser accepts them, no dot files (locks, temp files), and the folder
// read on each request (a redeploy or a new release is live at once). Used by serve-static.mjs
// (an app's dist/, a released shell) and the release store server (tooling/releases).
import sirv from 'sirv';
import { cacheControl as platformCacheControl } from './cache-policy.mjs';

/**
 * A request handler for the files under dir.
 * @param {string} dir
 * @param {{ single?: boolean, cacheControl?: (pathname: string) => string, setHeaders?: (res: import('node:http').ServerResponse, pathname: string) => void }} [options]
 *   single: answer index.html for unknown paths (an app's client-side routes);
 *   cacheControl: another cache policy; setHeaders: headers added after the common ones.
 */
export function staticFiles(dir, { single = false, cacheControl = platformCacheControl, setHeaders } = {}) {
  return sirv(dir, {
    single,
    etag: true,
    brotli: true,
    gzip: true,
    dev: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      res.setHeader('Cache-Control', cacheControl(pathname));
      setHeaders?.(res, pathname);
    },
  });
}

/** Answers a CORS preflight (true) or leaves the request alone (false). */
export function answerPreflight(req, res) {
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
  res.end();
  return true;
}
