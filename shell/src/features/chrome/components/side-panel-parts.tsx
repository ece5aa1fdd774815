// The pieces the account drawer and the mobile menu share: their props, who is signed in, a list
// of links that close the panel and warm their route's remote, the signed-in user's name and role,
// Login / Signup and Logout.
import { NavLink } from 'react-router-dom';
import { Button, requestSignIn, type SessionUser, useIsSignedIn, userTypeLabel, useSessionUser, useSetAtom } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { openLogoutDialogAtom } from '../../logout/logout-atoms';
import { StyledPanelLinks, StyledProfileName, StyledProfileRole } from './side-panel.styles';

/** A side panel (a Sheet): its links' id, whether it is open, and how it closes. */
export interface SidePanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** Whether someone is signed in, and who (null for a guest). */
export function usePanelSession(): { signedIn: boolean; user: SessionUser | null } {
  return { signedIn: useIsSignedIn(), user: useSessionUser() };
}

/** A click handler that closes the panel, then asks for sign-in. */
export const signInFromPanel = (onClose: () => void) => () => {
  onClose();
  void requestSignIn();
};

interface PanelLinksProps {
  id?: string;
  label: string;
  links: ReadonlyArray<{ to: string; label: string }>;
  onNavigate: () => void;
}

export function PanelLinks({ id, label, links, onNavigate }: PanelLinksProps) {
  const preload = usePreloadRoute();
  return (
    <StyledPanelLinks id={id} aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to + link.label}>
            <NavLink to={link.to} end={link.to === '/'} onClick={onNavigate} {...preload(link.to)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </StyledPanelLinks>
  );
}

export function ProfileNameAndRole({ user }: { user: SessionUser }) {
  return (
    <div>
      <StyledProfileName>{user.fullName}</StyledProfileName>
      <StyledProfileRole>{userTypeLabel(user.userType)}</StyledProfileRole>
    </div>
  );
}

/** Closes the panel, then asks to confirm the logout. */
export function LogoutButton({ onClose }: { onClose: () => void }) {
  const openLogoutDialog = useSetAtom(openLogoutDialogAtom);
  return (
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
  );
}
