import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ACCOUNT_LINKS,
  apiClient,
  appStore,
  finishSignInRequestAtom,
  loginAtom,
  selectCityAtom,
  signInRequestAtom,
} from '@carmarket/shared';
import { renderWithProviders } from '@carmarket/shared/testing';
import { SiteHeader } from './site-header';

const RAHUL = { token: 't-1', user: { id: 'u-1', fullName: 'Rahul Sharma', mobileNumber: '9876543210', userType: 'Owner' } };

/** Navigates from outside the header, the way a remote or the browser's back button would. */
function ElsewhereNavigation() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <p>
      <span data-testid="path">{pathname}</span>
      <button type="button" onClick={() => navigate('/buy-car')}>
        navigate elsewhere
      </button>
    </p>
  );
}

function renderHeader({ signedIn }: { signedIn: boolean }) {
  const view = renderWithProviders(
    <>
      <SiteHeader />
      <ElsewhereNavigation />
    </>,
  );
  if (signedIn) act(() => view.store.set(loginAtom, RAHUL));
  return view;
}

const drawer = () => screen.queryByRole('dialog', { name: 'My Account' });
const menu = () => screen.queryByRole('dialog', { name: 'Menu' });

describe('site header', () => {
  it('shows the main links, the city selector and Login / Register to a guest', async () => {
    renderHeader({ signedIn: false });
    // jsdom applies no media queries, so the desktop-only bar counts as hidden: find it by its label attribute.
    const nav = screen.getAllByRole('navigation', { hidden: true }).find((element) => element.getAttribute('aria-label') === 'Main')!;
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse Cars', 'Sell my car', 'Saved Cars']);
    expect(within(nav).getByRole('link', { name: 'Saved Cars', hidden: true })).toHaveAttribute('href', '/settings/saved');
    expect(screen.getByRole('button', { name: 'Select City' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Login / Register' }));
    // requestSignIn() asks through the app-wide store, where the shell's auth host listens.
    expect(appStore.get(signInRequestAtom)).not.toBeNull();
    act(() => appStore.set(finishSignInRequestAtom));
  });

  it('opens the account drawer with the eight links in order and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderHeader({ signedIn: true });
    const opener = screen.getByRole('button', { name: 'Open account menu of Rahul Sharma' });
    expect(screen.getByRole('img', { name: 'Rahul Sharma' })).toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    const panel = drawer()!;
    expect(panel).toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('Rahul Sharma')).toBeVisible();
    const links = within(within(panel).getByRole('navigation', { name: 'Account' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(ACCOUNT_LINKS.map((link) => [link.label, link.to]));
    expect(within(panel).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(drawer()).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes the drawer on a route change from anywhere', async () => {
    const user = userEvent.setup();
    renderHeader({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Open account menu of Rahul Sharma' }));
    expect(drawer()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'navigate elsewhere', hidden: true }));
    expect(screen.getByTestId('path')).toHaveTextContent('/buy-car');
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes the drawer on a backdrop click', async () => {
    const user = userEvent.setup();
    renderHeader({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Open account menu of Rahul Sharma' }));
    fireEvent.mouseDown(screen.getByTestId('sheet-backdrop'));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('opens the hamburger menu with the same links; Escape and navigation close it', async () => {
    const user = userEvent.setup();
    renderHeader({ signedIn: false });
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await user.click(hamburger);
    const panel = menu()!;
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const nav = within(panel).getByRole('navigation', { name: 'Main menu' });
    expect(hamburger).toHaveAttribute('aria-controls', nav.id);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Browse Cars', 'Sell my car', 'Saved Cars']);
    expect(within(panel).getByRole('button', { name: 'Login / Signup' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(menu()).not.toBeInTheDocument();

    await user.click(hamburger);
    await user.click(within(menu()!).getByRole('link', { name: 'Browse Cars' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/buy-car');
    expect(menu()).not.toBeInTheDocument();
  });

  it('shows the selected city on the city button', () => {
    const { store } = renderHeader({ signedIn: false });
    const cityButton = screen.getByRole('button', { name: 'Select City' });
    expect(cityButton).toHaveTextContent(/^Select City$/);
    act(() => store.set(selectCityAtom, 'Pune'));
    expect(cityButton).toHaveAccessibleName('Pune');
    expect(cityButton).toHaveTextContent(/^Pune$/);
    expect(screen.queryByRole('button', { name: 'Select City' })).not.toBeInTheDocument();
  });

  it('shows the alerts bell, with its unread count, to a signed-in visitor only', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ alerts: [], unreadCount: 2, total: 2, page: 1, pageSize: 1, pageCount: 2 });
    try {
      const guest = renderHeader({ signedIn: false });
      expect(screen.queryByRole('button', { name: /^Alerts/ })).not.toBeInTheDocument();
      guest.unmount();
      renderHeader({ signedIn: true });
      expect(await screen.findByRole('button', { name: 'Alerts, 2 unread' })).toHaveAttribute('aria-haspopup', 'dialog');
      expect(get).toHaveBeenCalledWith('api/v1/alerts?pageSize=1', expect.anything());
    } finally {
      get.mockRestore();
    }
  });

  it('on desktop the signed-in avatar links to /settings', () => {
    renderHeader({ signedIn: true });
    // The desktop bar is display:none in jsdom (no media queries), so look for it among hidden elements.
    const avatarLink = screen.getByRole('link', { name: 'Account settings of Rahul Sharma', hidden: true });
    expect(avatarLink).toHaveAttribute('href', '/settings');
    expect(within(avatarLink).getByRole('img', { name: 'Rahul Sharma', hidden: true })).toBeInTheDocument();
    expect(avatarLink).toHaveTextContent('Rahul Sharma');
  });
});
