// The fixed top bar of spec §2: main links, city selector, and the account controls (Login /
// Register for a guest; the alerts bell, avatar, drawer and logout for a signed-in user). On small
// screens a hamburger opens the same links in a side menu. Drawer and menu close on every navigation.
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { requestSignIn, useIsSignedIn, useSelectedCity, useSessionUser, useSetAtom } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { HeaderAlertsBell } from '../../alerts/components/header-alerts-bell';
import { openCityModalAtom } from '../../city-modal/city-modal-atoms';
import { preloadCityPicker } from '../../city-modal/load-city-picker';
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
          <StyledCityButton
            type="button"
            aria-haspopup="dialog"
            title="Change your city"
            onPointerEnter={preloadCityPicker}
            onPointerDown={preloadCityPicker}
            onFocus={preloadCityPicker}
            onClick={() => openCityModal()}
          >
            <PinIcon />
            <StyledCityName>{selectedCity ?? 'Select City'}</StyledCityName>
          </StyledCityButton>
          {signedIn && user ? (
            <>
              <HeaderAlertsBell userId={user.id} />
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
