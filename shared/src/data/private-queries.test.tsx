import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../platform/app-providers';
import { loginAtom, logoutAtom } from '../session/session-atoms';
import { createQueryClient } from './query-client';
import { savedCarsQueryKey } from './saved-cars';
import { savedSearchesQueryKey } from './saved-searches';
import { isPrivateQueryKey } from './private-queries';

const user = (id: string) => ({ id, fullName: `User ${id}`, mobileNumber: '9876543210', userType: 'Owner' as const });

function MyCars({ userId }: { userId: string }) {
  const { data } = useQuery({ queryKey: ['user-cars', userId], queryFn: () => new Promise<string[]>(() => undefined) });
  return <p>{data ? `Cars: ${data.join(', ')}` : 'No cars'}</p>;
}

function setup() {
  const store = createStore();
  const queryClient = createQueryClient();
  store.set(loginAtom, { token: 'tok-u1', user: user('u1') });
  queryClient.setQueryData(['user-cars', 'u1'], ['Tata Nexon']);
  queryClient.setQueryData(savedCarsQueryKey('u1'), [{ id: 's1' }]);
  queryClient.setQueryData(savedSearchesQueryKey('u1'), [{ id: 'ss1' }]);
  queryClient.setQueryData(['package-orders', 'u1'], [{ id: 'o1' }]);
  queryClient.setQueryData(['package-invoice', 'o1'], { orderId: 'o1' });
  queryClient.setQueryData(['my-enquiries', 'u1'], [{ id: 'e1' }]);
  queryClient.setQueryData(['received-enquiries', 'u1', 'Pune'], [{ id: 'b1' }]);
  queryClient.setQueryData(['profile', 'u1'], { id: 'u1' });
  queryClient.setQueryData(['car-listing', 'brand=Tata'], { cars: [] });
  queryClient.setQueryData(['car', 'c1'], { id: 'c1' });
  render(
    <AppProviders store={store} queryClient={queryClient}>
      <MyCars userId="u1" />
    </AppProviders>,
  );
  return { store, queryClient };
}

const privateKeys = [
  ['user-cars', 'u1'],
  ['saved-cars', 'u1'],
  ['saved-searches', 'u1'],
  ['package-orders', 'u1'],
  ['package-invoice', 'o1'],
  ['my-enquiries', 'u1'],
  ['received-enquiries', 'u1', 'Pune'],
  ['profile', 'u1'],
];

describe('signing out clears the private queries', () => {
  it("drops the user's private data from the cache in the sign-out itself, and keeps the public data", () => {
    const { store, queryClient } = setup();
    expect(screen.getByText('Cars: Tata Nexon')).toBeInTheDocument();

    store.set(logoutAtom);
    // Synchronously, before React renders again: nothing left for the next person to see.
    for (const key of privateKeys) expect(queryClient.getQueryData(key), JSON.stringify(key)).toBeUndefined();
    expect(queryClient.getQueryData(['car-listing', 'brand=Tata'])).toEqual({ cars: [] });
    expect(queryClient.getQueryData(['car', 'c1'])).toEqual({ id: 'c1' });
  });

  it('the next user signing in on the same page finds none of it, even on a screen still mounted', async () => {
    const { store, queryClient } = setup();
    act(() => store.set(logoutAtom));
    act(() => store.set(loginAtom, { token: 'tok-u2', user: user('u2') }));
    expect(queryClient.getQueryData(['package-invoice', 'o1'])).toBeUndefined();
    expect(queryClient.getQueryData(['user-cars', 'u1'])).toBeUndefined();
    // The screen still mounted on the query was reset with it (its observer keeps the query).
    await waitFor(() => expect(screen.queryByText(/Tata Nexon/)).not.toBeInTheDocument());
    expect(screen.getByText('No cars')).toBeInTheDocument();
  });

  it('another user replacing the session (another tab) drops the first one’s data too', () => {
    const { store, queryClient } = setup();
    act(() => store.set(loginAtom, { token: 'tok-u2', user: user('u2') }));
    expect(queryClient.getQueryData(['user-cars', 'u1'])).toBeUndefined();
  });

  it('a profile update of the same user keeps the cache', () => {
    const { store, queryClient } = setup();
    act(() => store.set(loginAtom, { token: 'tok-u1b', user: { ...user('u1'), fullName: 'Renamed' } }));
    expect(queryClient.getQueryData(['user-cars', 'u1'])).toEqual(['Tata Nexon']);
  });
});

describe('isPrivateQueryKey', () => {
  it('is true for the private roots and for any key naming the user, false for public keys', () => {
    expect(isPrivateQueryKey(['package-invoice', 'o1'], null)).toBe(true);
    expect(isPrivateQueryKey(['future-per-user-list', 'u1'], 'u1')).toBe(true);
    expect(isPrivateQueryKey(['car-carousel', 'latest', ''], 'u1')).toBe(false);
    expect(isPrivateQueryKey(['dealers', 'Pune', ''], null)).toBe(false);
  });
});
