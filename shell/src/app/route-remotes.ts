// Which remote renders which route, so the header can preload a route's remote on hover.
import type { RemoteName } from '@carmarket/shared';

export const ROUTE_REMOTES: Array<{ prefix: string; remote: RemoteName; module: string }> = [
  { prefix: '/buy-car/', remote: 'mf_browse', module: 'CarDetailPage' },
  { prefix: '/buy-car', remote: 'mf_browse', module: 'BuyCarPage' },
  { prefix: '/top-dealer', remote: 'mf_browse', module: 'TopDealersPage' },
  { prefix: '/seller-details/', remote: 'mf_browse', module: 'SellerDetailsPage' },
  { prefix: '/sell', remote: 'mf_sell', module: 'SellPage' },
  { prefix: '/settings', remote: 'mf_account', module: 'AccountRoutes' },
  { prefix: '/saved', remote: 'mf_account', module: 'AccountRoutes' },
];

export function remoteForPath(pathname: string) {
  return ROUTE_REMOTES.find((entry) => pathname === entry.prefix || pathname.startsWith(entry.prefix)) ?? null;
}

/**
 * The remote module a page needs for its first paint, warmed as soon as the composition is
 * registered, so its manifest, entry and chunk load while React renders the shell. The home
 * page is the shell's own, but its Featured and Recently Added rows come from mf-browse.
 */
export function remoteForFirstPaint(pathname: string) {
  if (pathname === '/') return { remote: 'mf_browse' as const, module: 'CarCarousel' };
  return remoteForPath(pathname);
}
