// The hamburger's side menu on small screens: the top bar's links, then the account links.
import { ACCOUNT_LINKS, Button, Sheet } from '@carmarket/shared';
import { MAIN_LINKS } from '../nav-links';
import { UserAvatar } from './user-avatar';
import { LogoutButton, PanelLinks, ProfileNameAndRole, signInFromPanel, usePanelSession, type SidePanelProps } from './side-panel-parts';
import { StyledPanelHeading, StyledProfileCard } from './side-panel.styles';

export function MobileMenu({ id, open, onClose }: SidePanelProps) {
  const { signedIn, user } = usePanelSession();
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
        <Button type="button" $block onClick={signInFromPanel(onClose)}>
          Login / Signup
        </Button>
      )}
    </Sheet>
  );
}
