// How any remote asks for a session: `requestSignIn()` opens mf-auth's modal (rendered by
// the shell) and resolves true once the visitor is signed in, false if they close it, so
// the caller can continue what the guest was doing (save, contact seller, post car).
import { atom } from 'jotai';
import { appStore } from '../store/app-store';
import { isSignedInAtom } from '../session/session-atoms';

export interface SignInRequest {
  id: number;
  reason?: string;
}

interface PendingRequest extends SignInRequest {
  resolvers: Array<(signedIn: boolean) => void>;
}

const signInRequestBaseAtom = atom<PendingRequest | null>(null);
let nextRequestId = 1;

/** The open request, or null: the shell shows the sign-in modal while this is set. */
export const signInRequestAtom = atom<SignInRequest | null>((get) => {
  const pending = get(signInRequestBaseAtom);
  return pending ? { id: pending.id, reason: pending.reason } : null;
});

export function requestSignIn(reason?: string, store = appStore): Promise<boolean> {
  if (store.get(isSignedInAtom)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const pending = store.get(signInRequestBaseAtom);
    if (pending) {
      store.set(signInRequestBaseAtom, { ...pending, resolvers: [...pending.resolvers, resolve] });
      return;
    }
    store.set(signInRequestBaseAtom, { id: nextRequestId++, reason, resolvers: [resolve] });
  });
}

/** Called by the shell when the modal closes; resolves every waiting caller. */
export const finishSignInRequestAtom = atom(null, (get, set) => {
  const pending = get(signInRequestBaseAtom);
  set(signInRequestBaseAtom, null);
  const signedIn = get(isSignedInAtom);
  pending?.resolvers.forEach((resolve) => resolve(signedIn));
});
