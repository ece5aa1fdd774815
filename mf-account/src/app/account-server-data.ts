// What the shell's server puts into a signed-in request's query client before rendering an account
// page (issue 15): each screen's own loader (beside its api module), picked by the page's path. The
// private endpoints are asked with the request's own token (the shell's server sends it per request).
// Signed out, nothing is fetched: the page renders its sign-in gate.
import type { ServerDataLoader } from '@carmarket/shared';
import type { AccountServerLoader } from '../lib/account-queries';
import { loadMyEnquiriesForServer } from '../features/enquiries/api/get-my-enquiries';
import { loadReceivedEnquiriesForServer } from '../features/leads/api/get-received-enquiries';
import { loadUserCarsForServer } from '../features/listings/api/get-user-cars';
import { loadPackageOrdersForServer } from '../features/packages/api/get-package-orders';
import { loadPackagePlansForServer } from '../features/packages/api/get-packages';
import { loadProfileForServer } from '../features/profile/api/get-user-profile';
import { loadSavedCarsForServer } from '../features/saved-cars/api/saved-cars';

/** Each account page's path (account-routes.tsx) and the data its screen shows first. */
export const ACCOUNT_PAGE_LOADERS: Readonly<Record<string, readonly AccountServerLoader[]>> = {
  '/settings/profile': [loadProfileForServer],
  '/settings/listings': [loadUserCarsForServer],
  '/settings/interested-buyers': [loadReceivedEnquiriesForServer],
  '/settings/enquiries': [loadMyEnquiriesForServer],
  '/settings/saved': [loadSavedCarsForServer],
  '/saved': [loadSavedCarsForServer],
  // The catalogue and the ads balance above it (the user's orders against their cars on sale).
  '/settings/buy-packages': [loadPackagePlansForServer, loadPackageOrdersForServer, loadUserCarsForServer],
  '/settings/bought-packages': [loadPackageOrdersForServer],
};

export const loadAccountForServer: ServerDataLoader = async ({ queryClient, url, user }) => {
  if (!user) return;
  const loaders = ACCOUNT_PAGE_LOADERS[url.pathname.replace(/\/+$/, '')] ?? [];
  await Promise.all(loaders.map((load) => load({ queryClient, user })));
};
