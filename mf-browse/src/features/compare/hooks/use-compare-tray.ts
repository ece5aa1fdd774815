// The tray for what renders it: empty while React hydrates a server-rendered page (the server has
// no localStorage, so that is what it rendered), the stored tray one render later; a page rendered
// in the browser from the start shows it at once. Like useSelectedCity in @carmarket/shared.
import { useCallback, useSyncExternalStore } from 'react';
import { useSetAtom, useStore } from '@carmarket/shared';
import { addToCompareAtom, clearCompareAtom, compareTrayAtom, removeFromCompareAtom, replaceCompareTrayAtom } from '../compare-tray-atoms';
import type { CompareTrayCar } from '../compare-tray-storage';

const SERVER_TRAY: readonly CompareTrayCar[] = [];

export function useCompareTray(): readonly CompareTrayCar[] {
  const store = useStore();
  const subscribe = useCallback((onChange: () => void) => store.sub(compareTrayAtom, onChange), [store]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(compareTrayAtom),
    () => SERVER_TRAY,
  );
}

export function useCompareTrayActions() {
  return {
    add: useSetAtom(addToCompareAtom),
    remove: useSetAtom(removeFromCompareAtom),
    clear: useSetAtom(clearCompareAtom),
    replace: useSetAtom(replaceCompareTrayAtom),
  };
}
