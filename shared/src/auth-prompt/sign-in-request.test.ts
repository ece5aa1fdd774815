import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { finishSignInRequestAtom, requestSignIn, signInRequestAtom } from './sign-in-request';
import { loginAtom } from '../session/session-atoms';

describe('requestSignIn', () => {
  it('opens one request and resolves every caller with the outcome', async () => {
    const store = createStore();
    const first = requestSignIn('Save this car', store);
    const second = requestSignIn(undefined, store);
    expect(store.get(signInRequestAtom)?.reason).toBe('Save this car');

    store.set(loginAtom, { token: 't', user: { id: 'u', fullName: 'A', mobileNumber: '9876543210', userType: 'Owner' } });
    store.set(finishSignInRequestAtom);

    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(store.get(signInRequestAtom)).toBeNull();
    localStorage.clear();
  });

  it('resolves false when the visitor closes the modal without signing in', async () => {
    const store = createStore();
    const request = requestSignIn(undefined, store);
    store.set(finishSignInRequestAtom);
    await expect(request).resolves.toBe(false);
  });

  it('resolves at once for a signed-in user', async () => {
    const store = createStore();
    store.set(loginAtom, { token: 't', user: { id: 'u', fullName: 'A', mobileNumber: '9876543210', userType: 'Owner' } });
    await expect(requestSignIn(undefined, store)).resolves.toBe(true);
    expect(store.get(signInRequestAtom)).toBeNull();
    localStorage.clear();
  });
});
