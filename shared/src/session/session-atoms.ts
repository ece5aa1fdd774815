// Auth session shared by every remote: anonymous until login, restored from storage on start.
import { atom } from 'jotai';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './session-storage';
import type { SessionUser } from './session-types';
import { shareSessionWithServer } from './session-cookie';

const sessionBaseAtom = atom<StoredSession | null>(readStoredSession());

export const sessionAtom = atom((get) => get(sessionBaseAtom));
export const sessionUserAtom = atom((get) => get(sessionBaseAtom)?.user ?? null);
export const sessionTokenAtom = atom((get) => get(sessionBaseAtom)?.token ?? null);
export const isSignedInAtom = atom((get) => get(sessionBaseAtom) !== null);

export const loginAtom = atom(null, (_get, set, session: StoredSession) => {
  writeStoredSession(session);
  set(sessionBaseAtom, session);
  // The shell's server renders the next documents signed in (session-cookie.ts).
  void shareSessionWithServer(session.token);
});

export const logoutAtom = atom(null, (_get, set) => {
  clearStoredSession();
  set(sessionBaseAtom, null);
  void shareSessionWithServer(null);
});

/**
 * The shell's server only: the session of the request being rendered, verified by the API, put
 * into that request's own store. Nothing is written to storage or sent anywhere.
 */
export const restoreServerSessionAtom = atom(null, (_get, set, session: StoredSession) => {
  set(sessionBaseAtom, session);
});

/** After a profile save: the header and every remote see the new name at once. */
export const updateSessionUserAtom = atom(null, (get, set, changes: Partial<SessionUser>) => {
  const current = get(sessionBaseAtom);
  if (!current) return;
  const next = { ...current, user: { ...current.user, ...changes } };
  writeStoredSession(next);
  set(sessionBaseAtom, next);
});

/** Re-read storage, e.g. when another tab signed in or out. */
export const syncSessionFromStorageAtom = atom(null, (_get, set) => {
  set(sessionBaseAtom, readStoredSession());
});
