// Signing out drops the signed-in user's private data from the page's one query cache, so the
// next person on the same browser never sees it, not even for a frame: the store subscription
// runs inside the session change itself, before React renders the signed-out page.
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AppStore } from '../store/app-store';
import { sessionUserAtom } from '../session/session-atoms';

/** The root of the keys of a user's notification settings: the account's screen reads them, the unsubscribe page makes them stale. */
export const NOTIFICATION_SETTINGS_QUERY_ROOT = 'notification-settings';

/**
 * The roots of the query keys that hold one user's data: saved cars, my cars, orders and their
 * invoices, sent and received enquiries, the profile, recently viewed cars, saved searches, alerts and
 * how they are sent (notification settings).
 * Any other key that names the user's id is private too (isPrivateQueryKey), so a new per-user
 * query is dropped without being listed.
 */
export const PRIVATE_QUERY_ROOTS: readonly string[] = [
  'saved-cars',
  'recently-viewed',
  'saved-searches',
  'alerts',
  NOTIFICATION_SETTINGS_QUERY_ROOT,
  'user-cars',
  'package-orders',
  'package-invoice',
  'my-enquiries',
  'received-enquiries',
  'profile',
];

/** Whether a cached query belongs to the user `userId` (or to whoever is signed in). */
export function isPrivateQueryKey(queryKey: QueryKey, userId: string | null): boolean {
  const [root] = queryKey;
  if (typeof root === 'string' && PRIVATE_QUERY_ROOTS.includes(root)) return true;
  return userId !== null && queryKey.includes(userId);
}

/**
 * Removes every private query of `userId` from the cache. Each is first reset to its empty
 * state, so a screen still mounted on it (an observer keeps its query) shows no data either.
 */
export function removePrivateQueries(queryClient: QueryClient, userId: string | null): void {
  const cache = queryClient.getQueryCache();
  for (const query of cache.findAll({ predicate: (query: Query) => isPrivateQueryKey(query.queryKey, userId) })) {
    query.reset();
    cache.remove(query);
  }
}

/**
 * Watches the session: when the signed-in user signs out (or another user replaces them, e.g.
 * from another tab), their private queries leave the cache. Returns the unsubscribe function.
 */
export function clearPrivateQueriesOnSignOut(store: AppStore, queryClient: QueryClient): () => void {
  let userId = store.get(sessionUserAtom)?.id ?? null;
  return store.sub(sessionUserAtom, () => {
    const next = store.get(sessionUserAtom)?.id ?? null;
    if (userId !== null && next !== userId) removePrivateQueries(queryClient, userId);
    userId = next;
  });
}
