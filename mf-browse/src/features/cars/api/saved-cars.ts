// Saved cars (the heart on every card): GET/POST/DELETE /api/v1/saved-cars. The ids live in one
// feature atom so every card and carousel on the page agrees, loaded once per signed-in user.
import { useCallback, useEffect } from 'react';
import {
  apiClient,
  atom,
  isSignedInAtom,
  requestSignIn,
  sessionUserAtom,
  useAtomValue,
  useSetAtom,
  useStore,
  type SavedCar,
} from '@carmarket/shared';

interface SavedIdsState {
  userId: string;
  ids: ReadonlySet<string>;
}

const savedIdsBaseAtom = atom<SavedIdsState | null>(null);

/** Ids of the signed-in user's saved cars (empty for a guest or before they load). */
export const savedCarIdsAtom = atom((get) => {
  const user = get(sessionUserAtom);
  const state = get(savedIdsBaseAtom);
  return user && state?.userId === user.id ? state.ids : EMPTY;
});
const EMPTY: ReadonlySet<string> = new Set();

export async function getSavedCars(): Promise<SavedCar[]> {
  const body = await apiClient.get<{ savedCars: SavedCar[] }>('api/v1/saved-cars');
  return body.savedCars;
}

export async function saveCar(carId: string): Promise<void> {
  await apiClient.post('api/v1/saved-cars', { carId });
}

export async function unsaveCar(carId: string): Promise<void> {
  await apiClient.delete(`api/v1/saved-cars/${encodeURIComponent(carId)}`);
}

const inFlight = new Map<string, Promise<ReadonlySet<string>>>();

function loadSavedIds(userId: string): Promise<ReadonlySet<string>> {
  let pending = inFlight.get(userId);
  if (!pending) {
    pending = getSavedCars()
      .then((saved) => new Set(saved.map((s) => s.car.id)) as ReadonlySet<string>)
      .finally(() => inFlight.delete(userId));
    inFlight.set(userId, pending);
  }
  return pending;
}

/** Loads the saved ids when a user is signed in; returns them. */
export function useSavedCarIds(): ReadonlySet<string> {
  const user = useAtomValue(sessionUserAtom);
  const setState = useSetAtom(savedIdsBaseAtom);
  const store = useStore();
  useEffect(() => {
    if (!user) return;
    if (store.get(savedIdsBaseAtom)?.userId === user.id) return;
    let cancelled = false;
    loadSavedIds(user.id).then(
      (ids) => {
        if (!cancelled && store.get(savedIdsBaseAtom)?.userId !== user.id) setState({ userId: user.id, ids });
      },
      () => undefined, // The hearts stay empty; saving still works and reports its own error.
    );
    return () => {
      cancelled = true;
    };
  }, [user, setState, store]);
  return useAtomValue(savedCarIdsAtom);
}

export interface SavedCarToggle {
  /** The car's saved state afterwards. */
  saved: boolean;
  /** Whether this toggle changed it (false when a guest declined to sign in, or saved a car saved before). */
  changed: boolean;
}

/**
 * Toggles a car's saved state. A guest is asked to sign in first ('Sign in to save cars'); once
 * signed in the save goes ahead. Resolves to the outcome, throws ApiError on failure.
 */
export function useSavedCarToggle(): (carId: string) => Promise<SavedCarToggle> {
  const store = useStore();
  const setState = useSetAtom(savedIdsBaseAtom);
  return useCallback(
    async (carId: string) => {
      const wasSignedIn = store.get(isSignedInAtom);
      if (!wasSignedIn && !(await requestSignIn('Sign in to save cars', store))) return { saved: false, changed: false };
      const user = store.get(sessionUserAtom);
      if (!user) return { saved: false, changed: false };
      let current = store.get(savedIdsBaseAtom);
      if (current?.userId !== user.id) {
        current = { userId: user.id, ids: await loadSavedIds(user.id) };
      }
      const savedBefore = current.ids.has(carId);
      // A guest who just signed in wanted to save, not to toggle off a car saved earlier.
      const shouldSave = !wasSignedIn || !savedBefore;
      const next = new Set(current.ids);
      if (shouldSave) next.add(carId);
      else next.delete(carId);
      setState({ userId: user.id, ids: next });
      try {
        if (shouldSave) await saveCar(carId);
        else await unsaveCar(carId);
      } catch (error) {
        setState(current);
        throw error;
      }
      return { saved: shouldSave, changed: shouldSave !== savedBefore };
    },
    [store, setState],
  );
}

/** The card hearts' toggle: resolves to the new saved state. */
export function useToggleSavedCar(): (carId: string) => Promise<boolean> {
  const toggle = useSavedCarToggle();
  return useCallback(async (carId: string) => (await toggle(carId)).saved, [toggle]);
}
