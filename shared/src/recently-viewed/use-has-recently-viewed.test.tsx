import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { loginAtom } from '../session/session-atoms';
import { installFakeApiClient } from '../testing/fake-api-client';
import { recordDeviceViewAtom } from './recently-viewed-atoms';
import { useHasRecentlyViewed } from './use-has-recently-viewed';

const user = { id: 'u1', fullName: 'Asha Rao', mobileNumber: '9876543210', userType: 'Owner' as const };

function Probe() {
  return <p>{useHasRecentlyViewed() ? 'has history' : 'no history'}</p>;
}

function renderProbe(accountList: unknown[]) {
  const get = vi.fn(() => Promise.resolve({ recentlyViewed: accountList }));
  installFakeApiClient({
    get,
    post: () => Promise.reject(new Error('no POST expected')),
    put: () => Promise.reject(new Error('no PUT expected')),
    delete: () => Promise.reject(new Error('no DELETE expected')),
  });
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = () =>
    render(
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>
          <Probe />
        </QueryClientProvider>
      </Provider>,
    );
  return { store, get, view };
}

afterEach(() => localStorage.clear());

describe('useHasRecentlyViewed', () => {
  it('is false for a guest with an empty device list, and asks the API nothing', async () => {
    const { get, view } = renderProbe([]);
    view();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('no history')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("is true once the guest's device list has a car", async () => {
    const { store, view } = renderProbe([]);
    store.set(recordDeviceViewAtom, 'car-a', new Date('2026-01-01T09:00:00.000Z'));
    view();
    expect(await screen.findByText('has history')).toBeInTheDocument();
  });

  it("follows the signed-in account's list: empty is false, a car is true", async () => {
    const empty = renderProbe([]);
    empty.store.set(loginAtom, { token: 'token-u1', user });
    const { unmount } = empty.view();
    await waitFor(() => expect(empty.get).toHaveBeenCalled());
    expect(screen.getByText('no history')).toBeInTheDocument();
    unmount();

    const full = renderProbe([{ carId: 'car-b', viewedAt: '2026-01-01T10:00:00.000Z', car: { id: 'car-b' } }]);
    full.store.set(loginAtom, { token: 'token-u1', user });
    full.view();
    expect(await screen.findByText('has history')).toBeInTheDocument();
  });
});
