// The session lives in localStorage under `token` and `user` (spec §3); both must be present.
// Storage may be blocked by the browser: every access goes through the guarded helpers.
import { browserStorage, readStorageItem, writeStorageItem } from '../platform/browser-storage';
import type { SessionUser } from './session-types';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
export const USER_ID_KEY = 'userId';

export interface StoredSession {
  token: string;
  user: SessionUser;
}

export function readStoredSession(storage: Storage | undefined = browserStorage()): StoredSession | null {
  const token = readStorageItem(TOKEN_KEY, storage);
  const rawUser = readStorageItem(USER_KEY, storage);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as SessionUser;
    return user && typeof user === 'object' && user.id ? { token, user } : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: StoredSession, storage: Storage | undefined = browserStorage()) {
  writeStorageItem(TOKEN_KEY, session.token, storage);
  writeStorageItem(USER_KEY, JSON.stringify(session.user), storage);
}

export function clearStoredSession(storage: Storage | undefined = browserStorage()) {
  writeStorageItem(TOKEN_KEY, null, storage);
  writeStorageItem(USER_KEY, null, storage);
}
