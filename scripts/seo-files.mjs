// /robots.txt and the sitemap files of the shell, for both of its servers (scripts/serve-static.mjs
// and shell/server/ssr-server.mjs): written by the server-agnostic '@carmarket/shared/seo' module
// from the API's GET /api/v1/sitemap/cars.
import { apiOrigin } from './document-headers.mjs';

/** The paths '@carmarket/shared/seo' may answer; it says which it does. */
const SEO_PATH = /^\/(robots\.txt|sitemap(-[a-z0-9-]+)?\.xml)$/;

let seoModule;
/** The TypeScript module, loaded through tsx on the first crawler request (Node 20 runs no TypeScript). */
function loadSeo() {
  seoModule ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('../shared/src/seo/index.ts', import.meta.url));
  return seoModule;
}

/** A GET or HEAD of robots.txt or a sitemap file. */
export function isSeoRequest(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && SEO_PATH.test(req.url?.split('?')[0] ?? '/');
}

/**
 * The site's public origin for robots.txt and sitemap URLs: the composition's publicOrigin, else
 * CARMARKET_PUBLIC_ORIGIN, else the origin the request came to.
 */
function publicOriginOf(req, composition) {
  const configured = composition?.publicOrigin ?? process.env.CARMARKET_PUBLIC_ORIGIN;
  return new URL(configured ?? `http://${req.headers.host ?? `localhost:${req.socket.localPort}`}`).origin;
}

/**
 * Answers a GET or HEAD of robots.txt or a sitemap file, else calls fallThrough().
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ readComposition: () => { apiBaseUrl: string, publicOrigin?: string } | null, fallThrough: () => void }} options
 *   readComposition: the composition now (read only for these paths)
 */
export async function answerSeoFile(req, res, { readComposition, fallThrough }) {
  const pathname = req.url?.split('?')[0] ?? '/';
  if (!isSeoRequest(req)) return fallThrough();
  try {
    const composition = readComposition();
    const seo = await loadSeo();
    const file = await seo.seoFile(pathname, {
      origin: publicOriginOf(req, composition),
      loadCars: seo.sitemapCarsFromApi(composition ? composition.apiBaseUrl : apiOrigin),
    });
    if (!file) return fallThrough();
    res.writeHead(file.status, {
      'Content-Type': file.contentType,
      'Cache-Control': file.status === 200 ? 'public, max-age=3600' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : file.body);
  } catch (error) {
    console.error(`[seo] ${pathname} failed:`, error instanceof Error ? error.message : error);
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache', 'Retry-After': '60' });
    res.end('The sitemap is unavailable; try again later');
  }
}
