// The device's recently viewed list in the platform's one store: what a guest opened, kept in
// localStorage and followed across tabs. Signed in, the account keeps the list (the API) and the
// device holds only views the account has not taken yet (merge-device-views.ts moves them there).
// The server has no localStorage: components read it through useDeviceRecentlyViewed, which is
// empty while React hydrates a server-rendered page and the stored list one render later.
import { atom, useAtomValue } from '../store/app-store';
import { useIsClient } from '../platform/use-is-client';
import { addViewToList, mergeRecentlyViewed, type RecentlyViewedEntry } from './recently-viewed-list';
import { readDeviceRecentlyViewed, RECENTLY_VIEWED_KEY, writeDeviceRecentlyViewed } from './recently-viewed-storage';

const deviceListBaseAtom = atom<RecentlyViewedEntry[]>(readDeviceRecentlyViewed());

// While anything shows the list: start from what storage holds now (another tab may have changed
// it since this page loaded) and follow the other tabs' changes.
deviceListBaseAtom.onMount = (setList) => {
  setList(readDeviceRecentlyViewed());
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) setList(readDeviceRecentlyViewed());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The device's list, newest first. */
export const deviceRecentlyViewedAtom = atom((get) => get(deviceListBaseAtom));

/** The visitor opened a car page: it goes to the top of the device's list. */
export const recordDeviceViewAtom = atom(null, (_get, set, carId: string, at: Date = new Date()) => {
  // From storage, not the atom: another tab's views since this page loaded are kept.
  const next = addViewToList(readDeviceRecentlyViewed(), carId, at);
  writeDeviceRecentlyViewed(next);
  set(deviceListBaseAtom, next);
});

/** Views put back on the device (the account could not take them yet), merged with what is there. */
export const keepDeviceViewsAtom = atom(null, (_get, set, entries: readonly RecentlyViewedEntry[]) => {
  const next = mergeRecentlyViewed(readDeviceRecentlyViewed(), entries);
  writeDeviceRecentlyViewed(next);
  set(deviceListBaseAtom, next);
});

/** Empties the device's list (cleared by the visitor, or taken by their account). */
export const clearDeviceRecentlyViewedAtom = atom(null, (_get, set) => {
  writeDeviceRecentlyViewed([]);
  set(deviceListBaseAtom, []);
});

/** The device's list for rendering: empty on the server and while hydrating, the stored one after. */
export function useDeviceRecentlyViewed(): RecentlyViewedEntry[] {
  const list = useAtomValue(deviceRecentlyViewedAtom);
  return useIsClient() ? list : EMPTY;
}

const EMPTY: RecentlyViewedEntry[] = [];
