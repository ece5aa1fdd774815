// The account's recently viewed cars: the shared query (recentlyViewedQuery from @carmarket/shared),
// the same cache entry mf-browse's car pages refresh when they record a view and its carousels read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearDeviceRecentlyViewedAtom,
  clearRecentlyViewed,
  recentlyViewedQuery,
  recentlyViewedQueryKey,
  type RecentlyViewedCar,
  useStore,
} from '@carmarket/shared';
import { REVALIDATE_ON_EVERY_VISIT, type AccountServerLoader } from '../../../lib/account-queries';

export const RECENTLY_VIEWED_FETCH_FAILED = 'Failed to fetch your recently viewed cars';

/** The list changes wherever the user opens a car (another tab, another device): asked again on each visit. */
export function useRecentlyViewed(userId: string | undefined) {
  return useQuery({ ...recentlyViewedQuery(userId), ...REVALIDATE_ON_EVERY_VISIT });
}

/** Recently Viewed on the server: the signed-in user's list, in the entry the screen reads. */
export const loadRecentlyViewedForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(recentlyViewedQuery(user.id));

/** Clears the history: the account's list and anything this device still holds for it. */
export function useClearRecentlyViewed(userId: string | undefined) {
  const queryClient = useQueryClient();
  const store = useStore();
  return useMutation({
    mutationFn: clearRecentlyViewed,
    onSuccess: () => {
      store.set(clearDeviceRecentlyViewedAtom);
      queryClient.setQueryData<RecentlyViewedCar[]>(recentlyViewedQueryKey(userId ?? ''), []);
    },
  });
}
