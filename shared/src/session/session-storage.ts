// The session lives in localStorage under `token` and `user` (spec §3); both must be present.
import type { SessionUser } from './session-types';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const USER_ID_KEY = 'userId';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): StoredSession | null {
  if (!storage) return null;
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    return user && typeof user === 'object' && user.id ? { token, user } : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession, storage: Storage | undefined = globalThis.localStorage) {
  storage?.setItem(TOKEN_KEY, session.token);
  storage?.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearStoredSession(storage: Storage | undefined = globalThis.localStorage) {
  storage?.removeItem(TOKEN_KEY);
  storage?.removeItem(USER_KEY);
}
