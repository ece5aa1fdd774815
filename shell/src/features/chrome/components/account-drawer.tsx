// The account drawer (spec §2): who is signed in, the eight account links and Logout.
// A guest sees 'Login / Signup' in place of the name.
import { ACCOUNT_LINKS, Sheet, isSignedInAtom, requestSignIn, sessionUserAtom, useAtomValue } from '@carmarket/shared';
import { UserAvatar } from './user-avatar';
import { LogoutButton, PanelLinks, ProfileNameAndRole } from './side-panel-parts';
import { StyledProfileCard, StyledProfileName } from './side-panel.styles';

interface AccountDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function AccountDrawer({ id, open, onClose }: AccountDrawerProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(sessionUserAtom);
  return (
    <Sheet open={open} onClose={onClose} side="right" title="My Account" closeLabel="Close account menu">
      <StyledProfileCard>
        <UserAvatar user={signedIn ? user : null} size={48} label="" />
        {signedIn && user ? (
          <ProfileNameAndRole user={user} />
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
      <PanelLinks id={id} label="Account" links={ACCOUNT_LINKS} onNavigate={onClose} />
      {signedIn && <LogoutButton onClose={onClose} />}
    </Sheet>
  );
}
