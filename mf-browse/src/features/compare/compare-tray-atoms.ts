// The compare tray: up to COMPARE_LIMIT cars a visitor picked on cards and car pages, kept in the
// platform's one jotai store and in localStorage, so it stays across pages, reloads and tabs.
// The server has no localStorage: components read it through useCompareTray, which shows the
// server's empty tray while hydrating and the stored one a render later (no hydration mismatch).
import { atom } from '@carmarket/shared';
import { COMPARE_LIMIT } from './compare-ids';
import { COMPARE_TRAY_KEY, readCompareTray, writeCompareTray, type CompareTrayCar } from './compare-tray-storage';

const compareTrayBaseAtom = atom<CompareTrayCar[]>(readCompareTray());

// While anything shows the tray: start from what storage holds now (another tab may have changed
// it since this page loaded) and follow the other tabs' changes.
compareTrayBaseAtom.onMount = (setTray) => {
  setTray(readCompareTray());
  if (typeof window === 'undefined') return undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === COMPARE_TRAY_KEY || event.key === null) setTray(readCompareTray());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};

/** The cars in the tray, in the order they were added. */
export const compareTrayAtom = atom((get) => get(compareTrayBaseAtom));

export type AddToCompareResult = 'added' | 'already-added' | 'full';

function save(set: (tray: CompareTrayCar[]) => void, tray: CompareTrayCar[]) {
  writeCompareTray(tray);
  set(tray);
}

/** Adds a car at the end; refused when the tray already holds COMPARE_LIMIT cars. */
export const addToCompareAtom = atom(null, (get, set, car: CompareTrayCar): AddToCompareResult => {
  const tray = get(compareTrayBaseAtom);
  if (tray.some((entry) => entry.id === car.id)) return 'already-added';
  if (tray.length >= COMPARE_LIMIT) return 'full';
  save((next) => set(compareTrayBaseAtom, next), [...tray, car]);
  return 'added';
});

export const removeFromCompareAtom = atom(null, (get, set, carId: string) => {
  const tray = get(compareTrayBaseAtom);
  if (!tray.some((entry) => entry.id === carId)) return;
  save(
    (next) => set(compareTrayBaseAtom, next),
    tray.filter((entry) => entry.id !== carId),
  );
});

export const clearCompareAtom = atom(null, (_get, set) => {
  save((next) => set(compareTrayBaseAtom, next), []);
});

/** The compare page after an edit: its cars become the tray (at most COMPARE_LIMIT, in order). */
export const replaceCompareTrayAtom = atom(null, (_get, set, cars: readonly CompareTrayCar[]) => {
  save((next) => set(compareTrayBaseAtom, next), cars.slice(0, COMPARE_LIMIT));
});

const announcementBaseAtom = atom('');

/** The last change to the tray in words, for the tray's status line (screen readers hear it). */
export const compareAnnouncementAtom = atom((get) => get(announcementBaseAtom));

export const announceCompareAtom = atom(null, (_get, set, message: string) => set(announcementBaseAtom, message));
