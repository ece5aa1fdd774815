import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { clearStoredSession, readStoredSession, TOKEN_KEY, USER_KEY, writeStoredSession } from './session-storage';
import type { SessionUser } from './session-types';

const user: SessionUser = { id: 'u-1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'Owner' };

/** session-atoms reads storage once, when the module is first evaluated: load it afresh. */
async function freshSessionAtoms() {
  vi.resetModules();
  return import('./session-atoms');
}

afterEach(() => localStorage.clear());

describe('readStoredSession', () => {
  it('restores the session when both token and user are stored', () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    expect(readStoredSession()).toEqual({ token: 'tok-1', user });
  });

  it.each([
    ['only a token', { [TOKEN_KEY]: 'tok-1' }],
    ['only a user', { [USER_KEY]: JSON.stringify(user) }],
    ['a user that is not JSON', { [TOKEN_KEY]: 'tok-1', [USER_KEY]: '{not json' }],
    ['a user without an id', { [TOKEN_KEY]: 'tok-1', [USER_KEY]: JSON.stringify({ fullName: 'Asha' }) }],
    ['a user that is JSON null', { [TOKEN_KEY]: 'tok-1', [USER_KEY]: 'null' }],
    ['an empty token', { [TOKEN_KEY]: '', [USER_KEY]: JSON.stringify(user) }],
  ])('stays signed out with %s', (_label, entries: Record<string, string>) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    expect(readStoredSession()).toBeNull();
  });

  it('is signed out without storage at all', () => {
    expect(readStoredSession(undefined)).toBeNull();
  });
});

describe('writeStoredSession and clearStoredSession', () => {
  it('stores the token as is and the user as JSON, and clearing removes both keys only', () => {
    localStorage.setItem('selectedCity', 'Pune');
    writeStoredSession({ token: 'tok-2', user });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);

    clearStoredSession();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem('selectedCity')).toBe('Pune');
  });
});

describe('session atoms on start', () => {
  it('starts signed in when storage holds both token and user', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-3');
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    const { isSignedInAtom, sessionTokenAtom, sessionUserAtom } = await freshSessionAtoms();
    const store = createStore();
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(store.get(sessionTokenAtom)).toBe('tok-3');
    expect(store.get(sessionUserAtom)).toEqual(user);
  });

  it.each([
    ['only a token', TOKEN_KEY, 'tok-3'],
    ['only a user', USER_KEY, JSON.stringify(user)],
  ])('starts signed out with %s', async (_label, key, value) => {
    localStorage.setItem(key, value);
    const { isSignedInAtom, sessionUserAtom } = await freshSessionAtoms();
    const store = createStore();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(store.get(sessionUserAtom)).toBeNull();
  });

  it('login writes both keys and logout removes both', async () => {
    const { isSignedInAtom, loginAtom, logoutAtom } = await freshSessionAtoms();
    const store = createStore();
    store.set(loginAtom, { token: 'tok-4', user });
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('tok-4');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(user);

    store.set(logoutAtom);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('a browser that blocks storage', () => {
  function blockStorage() {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    return vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(blocked);
  }

  afterEach(() => vi.restoreAllMocks());

  it('starts signed out instead of throwing while the modules load', async () => {
    const getter = blockStorage();
    const { isSignedInAtom, loginAtom, logoutAtom } = await freshSessionAtoms();
    const store = createStore();
    expect(getter).toHaveBeenCalled();
    expect(store.get(isSignedInAtom)).toBe(false);
    // Signing in still works for this page; only the persistence is lost.
    store.set(loginAtom, { token: 'tok-5', user });
    expect(store.get(isSignedInAtom)).toBe(true);
    store.set(logoutAtom);
    expect(store.get(isSignedInAtom)).toBe(false);
  });

  it('reads, writes and clears nothing when getItem and setItem throw', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readStoredSession(throwing)).toBeNull();
    expect(() => writeStoredSession({ token: 'tok-6', user }, throwing)).not.toThrow();
    expect(() => clearStoredSession(throwing)).not.toThrow();
  });

  it('keeps the city choice in memory when storage is blocked', async () => {
    blockStorage();
    vi.resetModules();
    const { selectedCityAtom, selectCityAtom } = await import('../location/location-atoms');
    const store = createStore();
    expect(store.get(selectedCityAtom)).toBeNull();
    store.set(selectCityAtom, 'Pune');
    expect(store.get(selectedCityAtom)).toBe('Pune');
  });
});
