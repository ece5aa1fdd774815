// Sign-in takes the device's recently viewed cars into the account: whenever someone is signed in
// (a sign-in in any remote, a session restored on start, another tab's) and the device holds views,
// they are sent to the account (the API merges: each car once, its newest time) and the device
// list is emptied once the account has them, so the next person on a shared device does not see
// them. A failed send leaves them on the device for the next sign-in or page load.
import type { QueryClient } from '@tanstack/react-query';
import { addRecentlyViewed, recentlyViewedQueryKey } from '../data/recently-viewed';
import { sessionUserAtom } from '../session/session-atoms';
import type { AppStore } from '../store/app-store';
import { clearDeviceRecentlyViewedAtom, keepDeviceViewsAtom } from './recently-viewed-atoms';
import { readDeviceRecentlyViewed } from './recently-viewed-storage';

/** Sends the device's views to `userId`'s account; true when the account took them. */
export async function moveDeviceViewsToAccount(store: AppStore, queryClient: QueryClient, userId: string): Promise<boolean> {
  const views = readDeviceRecentlyViewed();
  if (views.length === 0) return true;
  // Emptied first, so a second trigger meanwhile (another subscription, another tab) sends nothing twice.
  store.set(clearDeviceRecentlyViewedAtom);
  try {
    const list = await addRecentlyViewed(views);
    if (store.get(sessionUserAtom)?.id === userId) queryClient.setQueryData(recentlyViewedQueryKey(userId), list);
    return true;
  } catch {
    store.set(keepDeviceViewsAtom, views);
    return false;
  }
}

/** Watches the session and merges the device's views into each signed-in account. Returns the unsubscribe function. */
export function mergeDeviceViewsOnSignIn(store: AppStore, queryClient: QueryClient): () => void {
  let userId: string | null = null;
  const check = () => {
    const next = store.get(sessionUserAtom)?.id ?? null;
    const signedIn = next !== null && next !== userId;
    userId = next;
    if (signedIn && readDeviceRecentlyViewed().length > 0) void moveDeviceViewsToAccount(store, queryClient, next);
  };
  check();
  return store.sub(sessionUserAtom, check);
}
