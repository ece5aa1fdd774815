// The hamburger's side menu on small screens: the top bar's links, then the account links.
import { NavLink } from 'react-router-dom';
import {
  ACCOUNT_LINKS,
  Button,
  Sheet,
  isSignedInAtom,
  requestSignIn,
  sessionUserAtom,
  useAtomValue,
  userTypeLabel,
  useSetAtom,
} from '@carmarket/shared';
import { usePreloadRoute } from '../../../app/use-preload-route';
import { openLogoutDialogAtom } from '../../logout/logout-atoms';
import { MAIN_LINKS } from '../nav-links';
import { UserAvatar } from './user-avatar';
import { StyledPanelHeading, StyledPanelLinks, StyledProfileCard, StyledProfileName, StyledProfileRole } from './side-panel.styles';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(sessionUserAtom);
  const openLogoutDialog = useSetAtom(openLogoutDialogAtom);
  const preload = usePreloadRoute();
  return (
    <Sheet open={open} onClose={onClose} side="left" title="Menu" closeLabel="Close menu">
      <StyledPanelLinks id={id} aria-label="Main menu">
        <ul>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} onClick={onClose} {...preload(link.to)}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </StyledPanelLinks>
      <StyledPanelHeading>My Account</StyledPanelHeading>
      {signedIn && user ? (
        <>
          <StyledProfileCard>
            <UserAvatar user={user} size={40} label="" />
            <div>
              <StyledProfileName>{user.fullName}</StyledProfileName>
              <StyledProfileRole>{userTypeLabel(user.userType)}</StyledProfileRole>
            </div>
          </StyledProfileCard>
          <StyledPanelLinks aria-label="Account">
            <ul>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.to + link.label}>
                  <NavLink to={link.to} onClick={onClose} {...preload(link.to)}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </StyledPanelLinks>
          <Button
            type="button"
            $variant="secondary"
            $block
            onClick={() => {
              onClose();
              openLogoutDialog();
            }}
          >
            Logout
          </Button>
        </>
      ) : (
        <Button
          type="button"
          $block
          onClick={() => {
            onClose();
            void requestSignIn();
          }}
        >
          Login / Signup
        </Button>
      )}
    </Sheet>
  );
}
