// The account drawer (spec §2): who is signed in, the eight account links and Logout.
// A guest sees 'Login / Signup' in place of the name.
import { ACCOUNT_LINKS, Sheet } from '@carmarket/shared';
import { UserAvatar } from './user-avatar';
import { LogoutButton, PanelLinks, ProfileNameAndRole, signInFromPanel, usePanelSession, type SidePanelProps } from './side-panel-parts';
import { StyledProfileCard, StyledProfileName } from './side-panel.styles';

export function AccountDrawer({ id, open, onClose }: SidePanelProps) {
  const { signedIn, user } = usePanelSession();
  return (
    <Sheet open={open} onClose={onClose} side="right" title="My Account" closeLabel="Close account menu">
      <StyledProfileCard>
        <UserAvatar user={signedIn ? user : null} size={48} label="" />
        {signedIn && user ? (
          <ProfileNameAndRole user={user} />
        ) : (
          <StyledProfileName as="button" type="button" onClick={signInFromPanel(onClose)}>
            Login / Signup
          </StyledProfileName>
        )}
      </StyledProfileCard>
      <PanelLinks id={id} label="Account" links={ACCOUNT_LINKS} onNavigate={onClose} />
      {signedIn && <LogoutButton onClose={onClose} />}
    </Sheet>
  );
}
