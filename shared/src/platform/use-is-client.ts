import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False on the server and during hydration, true in every other browser render. What a page reads
 * from the browser alone (sessionStorage, a draft) waits for it, so the first browser render equals
 * the server's HTML (no hydration mismatch) and the value shows one render later; a page rendered
 * in the browser from the start (client navigation) reads it at once.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
