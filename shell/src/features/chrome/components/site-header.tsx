// The fixed top bar of spec §2: main links, city selector, and the account controls (Login /
// Register for a guest; the alerts bell, avatar, drawer and logout for a signed-in user). On small
// screens a hamburger opens the same links in a side menu. Drawer and menu close on every navigation.
import { lazy, Suspense, useCallback, useEffect, useId, useState, type ComponentType, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { requestSignIn, useIsSignedIn, useSelectedCity, useSessionUser, useSetAtom } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { openCityModalAtom } from '../../city-modal/city-modal-atoms';
import { setChromePanelOpenAtom } from '../../../lib/chrome-panel-atoms';
import { MAIN_LINKS } from '../nav-links';
import { AccountDrawer } from './account-drawer';
import { ChevronDownIcon, LogoMark, MenuIcon, PinIcon } from './chrome-icons';
import { MobileMenu } from './mobile-menu';
import { UserAvatar } from './user-avatar';
import {
  StyledAccountLink,
  StyledActions,
  StyledBar,
  StyledCityButton,
  StyledCityName,
  StyledDesktopOnly,
  StyledHeader,
  StyledIconButton,
  StyledLoginButton,
  StyledLogo,
  StyledMainNav,
  StyledMobileOnly,
  StyledUserName,
} from './site-header.styles';

type Panel = 'drawer' | 'menu';

// The alerts bell is a signed-in visitor's only: its code is a chunk of its own, so a guest's
// start-up does not carry it (issue 25 point 6: JavaScript on / within 185 kB). A signed-in page
// rendered by the server keeps the bell's HTML as it is until the chunk is here (a Suspense boundary
// left dehydrated). Once the chunk is here, the lazy component resolves synchronously (a thenable
// that calls back at once), so a click that makes React hydrate the bell is handled in that click.
type BellModule = { default: ComponentType<{ userId: string }> };
let bellModule: BellModule | undefined;
function loadBell(): Promise<BellModule> {
  return import('../../alerts/components/alerts-bell').then((module) => (bellModule = { default: module.AlertsBell }));
}
const AlertsBell = lazy(() =>
  bellModule ? ({ then: (resolve: (module: BellModule) => void) => resolve(bellModule!) } as Promise<BellModule>) : loadBell(),
);

/** A panel stays open only for the location it was opened on, so any navigation closes it. */
function useRoutePanel() {
  const location = useLocation();
  const [opened, setOpened] = useState<{ panel: Panel; locationKey: string } | null>(null);
  const openPanel = opened && opened.locationKey === location.key ? opened.panel : null;
  const open = useCallback((panel: Panel) => setOpened({ panel, locationKey: location.key }), [location.key]);
  const close = useCallback(() => setOpened(null), []);
  const publishPanelOpen = useSetAtom(setChromePanelOpenAtom);
  useEffect(() => {
    publishPanelOpen(openPanel !== null);
    return () => publishPanelOpen(false);
  }, [openPanel, publishPanelOpen]);
  return { openPanel, open, close };
}

export function SiteHeader() {
  const signedIn = useIsSignedIn();
  const user = useSessionUser();
  const selectedCity = useSelectedCity();
  const openCityModal = useSetAtom(openCityModalAtom);
  const preload = usePreloadRoute();
  const { openPanel, open, close } = useRoutePanel();
  const drawerId = useId();
  const menuId = useId();
  /** The icon button that opens the menu or the account drawer. */
  const panelButton = (panel: Panel, label: string, icon: ReactNode) => (
    <StyledIconButton
      type="button"
      aria-label={label}
      aria-expanded={openPanel === panel}
      aria-controls={panel === 'menu' ? menuId : drawerId}
      onClick={() => open(panel)}
    >
      {icon}
    </StyledIconButton>
  );

  return (
    <StyledHeader>
      <StyledBar>
        <StyledMobileOnly>{panelButton('menu', 'Open menu', <MenuIcon />)}</StyledMobileOnly>
        <StyledLogo to="/" aria-label="CarMarket home">
          <LogoMark />
          <span>CarMarket</span>
        </StyledLogo>
        <StyledMainNav aria-label="Main">
          {MAIN_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === '/'} {...preload(link.to)}>
              {link.label}
            </NavLink>
          ))}
        </StyledMainNav>
        <StyledActions>
          <StyledCityButton type="button" aria-haspopup="dialog" title="Change your city" onClick={() => openCityModal()}>
            <PinIcon />
            <StyledCityName>{selectedCity ?? 'Select City'}</StyledCityName>
          </StyledCityButton>
          {signedIn && user ? (
            <>
              <Suspense fallback={null}>
                <AlertsBell userId={user.id} />
              </Suspense>
              <StyledMobileOnly>
                {panelButton('drawer', `Open account menu of ${user.fullName}`, <UserAvatar user={user} size={34} />)}
              </StyledMobileOnly>
              <StyledDesktopOnly>
                <StyledAccountLink to="/settings" aria-label={`Account settings of ${user.fullName}`} {...preload('/settings')}>
                  <UserAvatar user={user} size={36} />
                  <StyledUserName>{user.fullName}</StyledUserName>
                </StyledAccountLink>
                {panelButton('drawer', 'Open account menu', <ChevronDownIcon />)}
              </StyledDesktopOnly>
            </>
          ) : (
            <>
              <StyledLoginButton type="button" onClick={() => void requestSignIn()}>
                Login / Register
              </StyledLoginButton>
              <StyledDesktopOnly>
                {panelButton('drawer', 'Open account menu', <UserAvatar user={null} size={34} label="" />)}
              </StyledDesktopOnly>
            </>
          )}
        </StyledActions>
      </StyledBar>
      <AccountDrawer id={drawerId} open={openPanel === 'drawer'} onClose={close} />
      <MobileMenu id={menuId} open={openPanel === 'menu'} onClose={close} />
    </StyledHeader>
  );
}
