// A car page records that the visitor opened it, once per car: signed in, in their account (its
// answer refreshes the shared list at once); a guest, or an account call that failed, on the
// device (merged into the account at the next sign-in or page load).
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  addRecentlyViewed,
  keepDeviceViewsAtom,
  recentlyViewedQueryKey,
  recordDeviceViewAtom,
  sessionUserAtom,
  useStore,
} from '@carmarket/shared';

/** Records a view of `carId` (undefined: not loaded yet, or no such car: nothing is recorded). */
export function useRecordCarView(carId: string | undefined): void {
  const store = useStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!carId) return;
    // The session as the browser has it now (not the hydrating render's).
    const user = store.get(sessionUserAtom);
    const viewedAt = new Date();
    if (!user) {
      store.set(recordDeviceViewAtom, carId, viewedAt);
      return;
    }
    addRecentlyViewed([{ carId, viewedAt: viewedAt.toISOString() }]).then(
      (list) => {
        if (store.get(sessionUserAtom)?.id === user.id) queryClient.setQueryData(recentlyViewedQueryKey(user.id), list);
      },
      () => store.set(keepDeviceViewsAtom, [{ carId, viewedAt: viewedAt.toISOString() }]),
    );
  }, [carId, store, queryClient]);
}
