// Which remote renders which route, so the header can preload a route's remote on hover.
// `module` is typed by the remote's contract: a renamed or removed expose fails typecheck here.
// Type-only imports: main.js runs this before the shared singletons exist (early-hints, early-remote).
import type { ExposedModuleName, RemoteName } from '@carmarket/shared';

/** One remote and one of its exposed modules (never a module of another remote). */
export type RemoteModule = { [R in RemoteName]: { remote: R; module: ExposedModuleName<R> } }[RemoteName];

export type RouteRemote = RemoteModule & { prefix: string };

export const ROUTE_REMOTES: RouteRemote[] = [
  { prefix: '/buy-car/', remote: 'mf_browse', module: 'CarDetailPage' },
  { prefix: '/buy-car', remote: 'mf_browse', module: 'BuyCarPage' },
  { prefix: '/top-dealer', remote: 'mf_browse', module: 'TopDealersPage' },
  { prefix: '/seller-details/', remote: 'mf_browse', module: 'SellerDetailsPage' },
  { prefix: '/compare', remote: 'mf_browse', module: 'ComparePage' },
  { prefix: '/sell', remote: 'mf_sell', module: 'SellPage' },
  { prefix: '/settings', remote: 'mf_account', module: 'AccountRoutes' },
  { prefix: '/saved', remote: 'mf_account', module: 'AccountRoutes' },
];

const LISTING: RouteRemote = { prefix: '/', remote: 'mf_browse', module: 'BuyCarPage' };
/**
 * The shape of a landing URL (/used-cars-in-pune, /used-hyundai-cars), by pattern only: the list
 * of slugs lives in the shared package, which main.js cannot read this early. An unknown slug of
 * that shape only warms the listing before the 404 page shows.
 */
const LANDING_PATH = /^\/used-(cars-in-[a-z0-9-]+|[a-z0-9-]+-cars)$/;

export function remoteForPath(pathname: string): RouteRemote | null {
  const found = ROUTE_REMOTES.find((entry) => pathname === entry.prefix || pathname.startsWith(entry.prefix));
  if (found) return found;
  // A landing URL (/used-cars-in-pune) is the listing with a filter applied.
  const path = pathname.split('?')[0] ?? '';
  return LANDING_PATH.test(path) ? { ...LISTING, prefix: path } : null;
}

/**
 * The remote module a page needs for its first paint, warmed as soon as the composition is
 * registered, so its manifest, entry and chunk load while React renders the shell. The home
 * page is the shell's own, but its Featured and Recently Added rows come from mf-browse.
 */
export function remoteForFirstPaint(pathname: string): RemoteModule | null {
  if (pathname === '/') return { remote: 'mf_browse', module: 'CarCarousel' };
  return remoteForPath(pathname);
}
