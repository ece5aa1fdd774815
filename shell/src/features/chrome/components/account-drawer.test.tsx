import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { appStore, finishSignInRequestAtom, loginAtom, signInRequestAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { AccountDrawer } from './account-drawer';
import { NEW_END_USER_SESSION } from '../testing/new-end-user';

describe('account drawer for a guest', () => {
  it("shows 'Login / Signup' as the name, no Logout, and asks for sign-in", async () => {
    const onClose = vi.fn();
    renderWithProviders(<AccountDrawer id="drawer" open onClose={onClose} />);
    const panel = screen.getByRole('dialog', { name: 'My Account' });
    expect(within(panel).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Login / Signup' }));
    expect(onClose).toHaveBeenCalled();
    expect(appStore.get(signInRequestAtom)).not.toBeNull();
    act(() => appStore.set(finishSignInRequestAtom));
  });
});

describe('account drawer for a signed-in user', () => {
  it("shows a newly registered user's role 'EndUser' as 'Owner'", () => {
    const view = renderWithProviders(<AccountDrawer id="drawer" open onClose={vi.fn()} />);
    act(() => view.store.set(loginAtom, NEW_END_USER_SESSION));
    const panel = screen.getByRole('dialog', { name: 'My Account' });
    expect(within(panel).getByText('Meera Iyer')).toBeInTheDocument();
    expect(within(panel).getByText('Owner')).toBeInTheDocument();
    expect(within(panel).queryByText('EndUser')).not.toBeInTheDocument();
  });
});
