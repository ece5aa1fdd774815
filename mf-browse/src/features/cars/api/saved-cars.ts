// Saved cars (the heart on every card). The list lives in the shared query cache under
// savedCarsQueryKey (@carmarket/shared), the same entry mf-account's Saved Cars screen reads:
// a save here shows there without a reload, and every card and carousel on the page agrees.
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isSignedInAtom,
  removeSavedCar,
  requestSignIn,
  saveCar,
  type SavedCar,
  savedCarsQuery,
  savedCarsQueryKey,
  sessionUserAtom,
  useSessionUser,
  useStore,
} from '@carmarket/shared';

const EMPTY: ReadonlySet<string> = new Set();
const savedIdsOf = (saved: SavedCar[]): ReadonlySet<string> => new Set(saved.map((s) => s.car.id));

/** Ids of the signed-in user's saved cars (empty for a guest, before they load, or when they fail). */
export function useSavedCarIds(): ReadonlySet<string> {
  const user = useSessionUser();
  // A failure leaves the hearts empty; saving still works and reports its own error.
  const { data } = useQuery({ ...savedCarsQuery(user?.id), select: savedIdsOf });
  return user ? (data ?? EMPTY) : EMPTY;
}

export interface SavedCarToggle {
  /** The car's saved state afterwards. */
  saved: boolean;
  /** Whether this toggle changed it (false when a guest declined to sign in, or saved a car saved before). */
  changed: boolean;
}

/**
 * Toggles a car's saved state. A guest is asked to sign in first ('Sign in to save cars'); once
 * signed in the save goes ahead. Resolves to the outcome, throws ApiError on failure. The cache
 * takes the server's answer: the new entry first (newest saved first), or the list without it.
 */
export function useSavedCarToggle(): (carId: string) => Promise<SavedCarToggle> {
  const store = useStore();
  const queryClient = useQueryClient();
  return useCallback(
    async (carId: string) => {
      const wasSignedIn = store.get(isSignedInAtom);
      if (!wasSignedIn && !(await requestSignIn('Sign in to save cars', store))) return { saved: false, changed: false };
      const user = store.get(sessionUserAtom);
      if (!user) return { saved: false, changed: false };
      const queryKey = savedCarsQueryKey(user.id);
      const savedBefore = (await queryClient.ensureQueryData(savedCarsQuery(user.id))).some((s) => s.car.id === carId);
      // A guest who just signed in wanted to save, not to toggle off a car saved earlier.
      const shouldSave = !wasSignedIn || !savedBefore;
      // A list request still under way would overwrite the answer below with an older list.
      await queryClient.cancelQueries({ queryKey });
      if (shouldSave) {
        const entry = await saveCar(carId);
        queryClient.setQueryData<SavedCar[]>(queryKey, (list = []) => [entry, ...list.filter((s) => s.car.id !== carId)]);
      } else {
        await removeSavedCar(carId);
        queryClient.setQueryData<SavedCar[]>(queryKey, (list = []) => list.filter((s) => s.car.id !== carId));
      }
      return { saved: shouldSave, changed: shouldSave !== savedBefore };
    },
    [store, queryClient],
  );
}

/** The card hearts' toggle: resolves to the new saved state. */
export function useToggleSavedCar(): (carId: string) => Promise<boolean> {
  const toggle = useSavedCarToggle();
  return useCallback(async (carId: string) => (await toggle(carId)).saved, [toggle]);
}
