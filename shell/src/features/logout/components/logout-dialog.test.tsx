import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiError, apiClient, isSignedInAtom, loginAtom, useAtomValue } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { openLogoutDialogAtom } from '../logout-atoms';
import { LogoutDialog } from './logout-dialog';

const SESSION = { token: 'token-1', user: { id: 'u-1', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' } };

function Path() {
  return <span data-testid="path">{useLocation().pathname}</span>;
}

function renderOpenDialog() {
  const view = renderWithProviders(
    <>
      <LogoutDialog />
      <Path />
    </>,
    { route: '/settings/profile' },
  );
  act(() => {
    view.store.set(loginAtom, SESSION);
    view.store.set(openLogoutDialogAtom);
  });
  return view;
}

/** Stands in for mf-account's sign-in gate: a settings page asks a signed-out visitor to sign in. */
function SettingsGate({ onAsk }: { onAsk: () => void }) {
  const signedIn = useAtomValue(isSignedInAtom);
  useEffect(() => {
    if (!signedIn) onAsk();
  }, [signedIn, onAsk]);
  return <p>{signedIn ? 'Profile' : 'Sign in to see your account'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('logout dialog', () => {
  it('asks to confirm with Cancel and Log Out', async () => {
    renderOpenDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to log out?' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('Cancel keeps the session and closes the dialog', async () => {
    const post = vi.spyOn(apiClient, 'post');
    const { store } = renderOpenDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.get(isSignedInAtom)).toBe(true);
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByTestId('path')).toHaveTextContent('/settings/profile');
  });

  it('Log Out revokes the token, clears the session and goes home', async () => {
    const post = vi.spyOn(apiClient, 'post').mockResolvedValue({ message: 'Logged out' });
    const { store } = renderOpenDialog();
    expect(localStorage.getItem('token')).toBe('token-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(post).toHaveBeenCalledWith('api/v1/auth/logout');
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Navigation is a router transition: it lands after the click's promise settles.
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('still logs out locally when the API call fails', async () => {
    vi.spyOn(apiClient, 'post').mockRejectedValue(new ApiError('Network error', 0));
    const { store } = renderOpenDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(store.get(isSignedInAtom)).toBe(false));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
  });

  it('logging out on a settings page goes home without the page ever asking to sign in', async () => {
    vi.spyOn(apiClient, 'post').mockResolvedValue({ message: 'Logged out' });
    const askedToSignIn = vi.fn();
    const { store, rerender } = renderOpenDialog();
    // Mount the settings page once signed in: any sign-in request it makes comes from the logout.
    rerender(
      <>
        <LogoutDialog />
        <Path />
        <Routes>
          <Route path="/" element={<p>Home</p>} />
          <Route path="/settings/*" element={<SettingsGate onAsk={askedToSignIn} />} />
        </Routes>
      </>,
    );
    expect(screen.getByText('Profile')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/));
    expect(screen.getByText('Home')).toBeInTheDocument();
    expect(store.get(isSignedInAtom)).toBe(false);
    expect(askedToSignIn).not.toHaveBeenCalled();
  });
});
