// Auth session shared by every remote: anonymous until login, restored from storage on start.
// Components read it through use-session.ts (the server's view while hydrating, ADR 0014).
import { atom } from 'jotai';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './session-storage';
import type { SessionUser } from './session-types';
import { shareSessionWithServer } from './session-cookie';
import { readRenderedVisitor, type RenderedVisitor } from './rendered-visitor';

/**
 * The browser's session on start: localStorage's (the token the API calls carry; the server's
 * httpOnly cookie is only a copy of it). When the server rendered this very user, its copy of the
 * user (the API's answer for this document) is the fresher one and replaces the stored one, so the
 * hydrating render and every render after it show the same name.
 */
export function startingSession(stored: StoredSession | null, rendered: RenderedVisitor | null): StoredSession | null {
  if (!stored || !rendered?.user || rendered.user.id !== stored.user.id) return stored;
  const session = { token: stored.token, user: rendered.user };
  writeStoredSession(session);
  return session;
}

const renderedVisitor = readRenderedVisitor();
const sessionBaseAtom = atom<StoredSession | null>(startingSession(readStoredSession(), renderedVisitor));

/**
 * The user the page was rendered with on the server (none: signed out or not server-rendered):
 * what a hydrating render shows. In the browser from the document, on the server the request's.
 * Not exported from the package: read through useSessionUser.
 */
export const serverSessionUserAtom = atom<SessionUser | null>(renderedVisitor?.user ?? null);

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
  set(serverSessionUserAtom, session.user);
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
