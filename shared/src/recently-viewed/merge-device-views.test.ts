import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recentlyViewedQueryKey } from '../data/recently-viewed';
import { loginAtom, logoutAtom } from '../session/session-atoms';
import { installFakeApiClient } from '../testing/fake-api-client';
import { mergeDeviceViewsOnSignIn } from './merge-device-views';
import { deviceRecentlyViewedAtom, recordDeviceViewAtom } from './recently-viewed-atoms';
import { readDeviceRecentlyViewed } from './recently-viewed-storage';

const user = { id: 'u1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'Owner' as const };
const accountList = [{ carId: 'car-b', viewedAt: '2026-01-01T10:00:00.000Z', car: { id: 'car-b' } }];

function setup(post: (path: string, json?: unknown) => Promise<unknown>) {
  const posted = vi.fn(post);
  installFakeApiClient({
    get: () => Promise.reject(new Error('no GET expected')),
    post: posted,
    put: () => Promise.reject(new Error('no PUT expected')),
    delete: () => Promise.reject(new Error('no DELETE expected')),
  });
  const store = createStore();
  const queryClient = new QueryClient();
  const stop = mergeDeviceViewsOnSignIn(store, queryClient);
  return { store, queryClient, posted, stop };
}

afterEach(() => localStorage.clear());

describe('signing in takes the device list into the account', () => {
  it('sends the device views once, empties the device list and fills the account query', async () => {
    const { store, queryClient, posted, stop } = setup(() => Promise.resolve({ recentlyViewed: accountList }));
    store.set(recordDeviceViewAtom, 'car-a', new Date('2026-01-01T09:00:00.000Z'));
    store.set(recordDeviceViewAtom, 'car-b', new Date('2026-01-01T09:30:00.000Z'));
    expect(posted).not.toHaveBeenCalled();

    store.set(loginAtom, { token: 'token-u1', user });
    await vi.waitFor(() => expect(queryClient.getQueryData(recentlyViewedQueryKey('u1'))).toEqual(accountList));
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]![1]).toEqual({
      views: [
        { carId: 'car-b', viewedAt: '2026-01-01T09:30:00.000Z' },
        { carId: 'car-a', viewedAt: '2026-01-01T09:00:00.000Z' },
      ],
    });
    expect(readDeviceRecentlyViewed()).toEqual([]);
    expect(store.get(deviceRecentlyViewedAtom)).toEqual([]);

    // Signed out, the next person on this device starts with an empty list.
    store.set(logoutAtom);
    expect(posted).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends nothing for an empty device list', () => {
    const { store, posted, stop } = setup(() => Promise.resolve({ recentlyViewed: [] }));
    store.set(loginAtom, { token: 'token-u1', user });
    expect(posted).not.toHaveBeenCalled();
    stop();
  });

  it('keeps the views on the device when the account cannot take them', async () => {
    const { store, posted, stop } = setup(() => Promise.reject(new Error('offline')));
    store.set(recordDeviceViewAtom, 'car-a', new Date('2026-01-01T09:00:00.000Z'));
    store.set(loginAtom, { token: 'token-u1', user });
    await vi.waitFor(() => expect(readDeviceRecentlyViewed().map((e) => e.carId)).toEqual(['car-a']));
    expect(posted).toHaveBeenCalledTimes(1);
    stop();
  });
});
