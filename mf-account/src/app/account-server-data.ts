// What the shell's server puts into a signed-in request's query client before rendering an account
// page (issue 15): each screen's own loader (beside its api module), picked by the page's path. The
// private endpoints are asked with the request's own token (the shell's server sends it per request).
// Signed out, nothing is fetched: the page renders its sign-in gate. The loaders' modules are
// imported when a page needs them: the browser's AccountRoutes chunk carries only this table.
import type { ServerDataLoader } from '@carmarket/shared';
import type { AccountServerLoader } from '../lib/account-queries';

type LazyLoader = () => Promise<AccountServerLoader>;

const profile: LazyLoader = () => import('../features/profile/api/get-user-profile').then((m) => m.loadProfileForServer);
const userCars: LazyLoader = () => import('../features/listings/api/get-user-cars').then((m) => m.loadUserCarsForServer);
const receivedEnquiries: LazyLoader = () =>
  import('../features/leads/api/get-received-enquiries').then((m) => m.loadReceivedEnquiriesForServer);
const myEnquiries: LazyLoader = () => import('../features/enquiries/api/get-my-enquiries').then((m) => m.loadMyEnquiriesForServer);
const savedCars: LazyLoader = () => import('../features/saved-cars/api/saved-cars').then((m) => m.loadSavedCarsForServer);
const recentlyViewed: LazyLoader = () =>
  import('../features/recently-viewed/api/recently-viewed').then((m) => m.loadRecentlyViewedForServer);
const savedSearches: LazyLoader = () => import('../features/saved-searches/api/saved-searches').then((m) => m.loadSavedSearchesForServer);
const notificationSettings: LazyLoader = () =>
  import('../features/saved-searches/api/notification-settings').then((m) => m.loadNotificationSettingsForServer);
const packagePlans: LazyLoader = () => import('../features/packages/api/get-packages').then((m) => m.loadPackagePlansForServer);
const packageOrders: LazyLoader = () => import('../features/packages/api/get-package-orders').then((m) => m.loadPackageOrdersForServer);

/** Each account page's path (account-routes.tsx) and the data its screen shows first. */
export const ACCOUNT_PAGE_LOADERS: Readonly<Record<string, readonly LazyLoader[]>> = {
  '/settings/profile': [profile],
  '/settings/listings': [userCars],
  '/settings/interested-buyers': [receivedEnquiries],
  '/settings/enquiries': [myEnquiries],
  '/settings/saved': [savedCars],
  '/saved': [savedCars],
  '/settings/recently-viewed': [recentlyViewed],
  '/settings/saved-searches': [savedSearches, notificationSettings],
  // The catalogue and the ads balance above it (the user's orders against their cars on sale).
  '/settings/buy-packages': [packagePlans, packageOrders, userCars],
  '/settings/bought-packages': [packageOrders],
};

export const loadAccountForServer: ServerDataLoader = async ({ queryClient, url, user }) => {
  if (!user) return;
  const loaders = ACCOUNT_PAGE_LOADERS[url.pathname.replace(/\/+$/, '')] ?? [];
  await Promise.all(loaders.map(async (loader) => (await loader())({ queryClient, user })));
};
