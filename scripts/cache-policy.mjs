// The CDN cache policy of every static file the platform serves (an app's dist/ or the release
// store): hashed chunks are immutable, what names them (HTML, manifests, entries, records) is
// revalidated on every load, anything else is cached for five minutes.
import path from 'node:path';

export const HASHED = /\.[0-9a-f]{8}\.(js|css|map|png|jpe?g|svg|webp|avif|woff2?)$/;
export const REVALIDATE =
  /(^|\/)(index\.html|mf-manifest\.json|mf-manifest-stats\.json|remoteEntry\.js|build-info\.json|release\.json|composition\.json)$/;

/** The Cache-Control header for a path. */
export function cacheControl(pathname) {
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  if (REVALIDATE.test(pathname) || !path.posix.extname(pathname)) return 'no-cache';
  return 'public, max-age=300';
}
