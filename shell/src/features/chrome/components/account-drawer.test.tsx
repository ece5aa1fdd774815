import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import { appStore, finishSignInRequestAtom, signInRequestAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { AccountDrawer } from './account-drawer';

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
