import { act, screen, within } from '@testing-library/react';
import { loginAtom } from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { MobileMenu } from './mobile-menu';
import { NEW_END_USER_SESSION } from '../testing/new-end-user';

describe('mobile menu', () => {
  it("shows a newly registered user's role 'EndUser' as 'Owner', a dealer as 'Dealer'", () => {
    const view = renderWithProviders(<MobileMenu id="menu" open onClose={vi.fn()} />);
    act(() => view.store.set(loginAtom, NEW_END_USER_SESSION));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByText('Owner')).toBeInTheDocument();
    expect(within(menu).queryByText('EndUser')).not.toBeInTheDocument();

    act(() =>
      view.store.set(loginAtom, {
        token: 't',
        user: { id: 'u-8', fullName: 'Mehta Motors', mobileNumber: '9123456780', userType: 'Dealer' },
      }),
    );
    expect(within(menu).getByText('Dealer')).toBeInTheDocument();
  });
});
