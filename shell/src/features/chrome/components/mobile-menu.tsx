// The hamburger's side menu on small screens: the top bar's links, then the account links.
import { ACCOUNT_LINKS, Button, Sheet, isSignedInAtom, requestSignIn, sessionUserAtom, useAtomValue } from '@carmarket/shared';
import { MAIN_LINKS } from '../nav-links';
import { UserAvatar } from './user-avatar';
import { LogoutButton, PanelLinks, ProfileNameAndRole } from './side-panel-parts';
import { StyledPanelHeading, StyledProfileCard } from './side-panel.styles';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

export function MobileMenu({ id, open, onClose }: MobileMenuProps) {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(sessionUserAtom);
  return (
    <Sheet open={open} onClose={onClose} side="left" title="Menu" closeLabel="Close menu">
      <PanelLinks id={id} label="Main menu" links={MAIN_LINKS} onNavigate={onClose} />
      <StyledPanelHeading>My Account</StyledPanelHeading>
      {signedIn && user ? (
        <>
          <StyledProfileCard>
            <UserAvatar user={user} size={40} label="" />
            <ProfileNameAndRole user={user} />
          </StyledProfileCard>
          <PanelLinks label="Account" links={ACCOUNT_LINKS} onNavigate={onClose} />
          <LogoutButton onClose={onClose} />
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
