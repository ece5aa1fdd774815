import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { isSignedInAtom, loginAtom, logoutAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { fakeApi } from '../testing/fake-api';
import { makeUser } from '../testing/factories';
import { AccountRoutes } from './account-routes';

const { requestSignIn } = vi.hoisted(() => ({ requestSignIn: vi.fn(() => new Promise<boolean>(() => undefined)) }));

vi.mock('@carmarket/shared', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../testing/fake-api')).fakeApiModule,
  requestSignIn,
}));

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

// The shell's mounts: /settings/* and /saved.
function ShellRoutes() {
  return (
    <>
      <Routes>
        <Route path="/settings/*" element={<AccountRoutes />} />
        <Route path="/saved" element={<AccountRoutes />} />
        <Route path="/" element={<p>Home</p>} />
      </Routes>
      <Where />
    </>
  );
}

const signIn = (store: ReturnType<typeof renderWithProviders>['store']) =>
  act(() => store.set(loginAtom, { token: 't', user: makeUser() }));

/** A store already signed in before the account routes first render, as after a reload. */
function signedInStore() {
  const { store, unmount } = renderWithProviders(<></>);
  signIn(store);
  unmount();
  return store;
}

describe('AccountRoutes', () => {
  beforeEach(() => {
    fakeApi.reset();
    requestSignIn.mockClear();
    fakeApi.on('post', 'api/v1/profile/get-userProfile', { data: makeUser() });
    fakeApi.on('get', 'api/v1/saved-cars', { savedCars: [] });
  });

  it('names each screen in the head and keeps it out of search results, signed in or not', () => {
    renderWithProviders(<ShellRoutes />, { route: '/saved' });
    expect(document.title).toBe('Saved Cars | CarMarket');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/settings/saved');
  });

  it('asks a signed-out visitor to sign in once, then shows the same route', async () => {
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/settings/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeInTheDocument();
    expect(requestSignIn).toHaveBeenCalledTimes(1);
    signIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/settings/profile');
  });

  it('sends the index to profile and marks the current link', async () => {
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/settings' });
    signIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent('/settings/profile');
    const nav = screen.getByRole('navigation', { name: 'Account sections' });
    expect(within(nav).getByRole('link', { name: 'Profile Settings' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Add Car' })).toHaveAttribute('href', '/sell');
    expect(within(nav).getAllByRole('link')).toHaveLength(10);
  });

  it("shows the signed-in user's type in the side panel with the shared label, not the raw 'EndUser'", async () => {
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/settings/profile' });
    act(() => store.set(loginAtom, { token: 't', user: makeUser({ userType: 'EndUser' }) }));
    const panel = await screen.findByRole('complementary', { name: 'Account' });
    expect(within(panel).getByText('Owner')).toBeInTheDocument();
    expect(within(panel).queryByText('EndUser')).not.toBeInTheDocument();
  });

  it('sends an unknown sub-path to profile', async () => {
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/settings/no-such-screen' });
    signIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/settings\/profile$/);
  });

  it('renders Saved Cars at /saved inside the same layout', async () => {
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/saved' });
    signIn(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Cars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Saved Cars' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No saved cars found')).toBeInTheDocument();
  });

  it('logs out after confirmation and goes home', async () => {
    fakeApi.on('post', 'api/v1/auth/logout', { message: 'Logged out' });
    const { store } = renderWithProviders(<ShellRoutes />, { route: '/settings/profile' });
    signIn(store);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.get(isSignedInAtom)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(fakeApi.calls.some((c) => c.path === 'api/v1/auth/logout')).toBe(true);
  });

  it('logging out from a settings page lands on / without asking to sign in again', async () => {
    fakeApi.on('post', 'api/v1/auth/logout', { message: 'Logged out' });
    // Signed in before the first render: the gate has never asked.
    const store = signedInStore();
    renderWithProviders(<ShellRoutes />, { route: '/settings/listings', store });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/);
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(requestSignIn).not.toHaveBeenCalled();
  });

  it('does not ask by itself when the session ends while a settings page is open', async () => {
    const store = signedInStore();
    renderWithProviders(<ShellRoutes />, { route: '/settings/profile', store });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    act(() => store.set(logoutAtom));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to see your account' })).toBeInTheDocument();
    expect(requestSignIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requestSignIn).toHaveBeenCalledTimes(1);
  });
});
