// How components read the session (ADR 0014). While React hydrates a server-rendered page they
// get the user the server rendered with (from the document), so the first browser render is the
// server's HTML exactly; one render later, the browser's own session (localStorage) if it differs:
// a visitor signed in before the cookie existed, a cookie the API refused, another user's cookie.
// A page rendered in the browser from the start (a client navigation) reads the browser's at once.
// Event handlers and actions read the store itself (store.get(sessionUserAtom)): the browser's truth.
import { useAtomValue } from 'jotai';
import { useIsClient } from '../platform/use-is-client';
import { serverSessionUserAtom, sessionUserAtom } from './session-atoms';
import type { SessionUser } from './session-types';

export function useSessionUser(): SessionUser | null {
  // Jotai's subscription, not useSyncExternalStore on the store: an update of the latter always
  // renders at once, outside any transition, so a logout that clears the session and goes home in
  // one transition (shell's useLogout) would first render the page being left signed out (its
  // sign-in panel). useIsClient is the hydration switch: false while hydrating, true after.
  const user = useAtomValue(sessionUserAtom);
  const serverUser = useAtomValue(serverSessionUserAtom);
  return useIsClient() ? user : serverUser;
}

export function useIsSignedIn(): boolean {
  return useSessionUser() !== null;
}

/**
 * 'unknown' while the server renders, or the browser hydrates, a page for a visitor the server could
 * not identify: no verified cookie does not mean signed out (the session may be in localStorage
 * only). A private page renders a neutral state for it, never a sign-in prompt, and decides in
 * the browser one render later.
 */
export type SessionStatus = 'signed-in' | 'signed-out' | 'unknown';

export function useSessionStatus(): SessionStatus {
  const signedIn = useIsSignedIn();
  const isClient = useIsClient();
  if (signedIn) return 'signed-in';
  return isClient ? 'signed-out' : 'unknown';
}
