// The account drawer (spec §2): who is signed in, the eight account links and Logout.
// A guest sees 'Login / Signup' in place of the name.
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
import { UserAvatar } from './user-avatar';
import { StyledPanelLinks, StyledProfileCard, StyledProfileName, StyledProfileRole } from './side-panel.styles';

interface AccountDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function AccountDrawer({ id, open, onClose }: AccountDrawerProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(sessionUserAtom);
  const openLogoutDialog = useSetAtom(openLogoutDialogAtom);
  const preload = usePreloadRoute();
  return (
    <Sheet open={open} onClose={onClose} side="right" title="My Account" closeLabel="Close account menu">
      <StyledProfileCard>
        <UserAvatar user={signedIn ? user : null} size={48} label="" />
        {signedIn && user ? (
          <div>
            <StyledProfileName>{user.fullName}</StyledProfileName>
            <StyledProfileRole>{userTypeLabel(user.userType)}</StyledProfileRole>
          </div>
        ) : (
          <StyledProfileName
            as="button"
            type="button"
            onClick={() => {
              onClose();
              void requestSignIn();
            }}
          >
            Login / Signup
          </StyledProfileName>
        )}
      </StyledProfileCard>
      <StyledPanelLinks id={id} aria-label="Account">
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
      {signedIn && (
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
      )}
    </Sheet>
  );
}
