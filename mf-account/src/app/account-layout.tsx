// Side panel (name, role, photo, the sub-screen links, Logout) beside the current screen;
// on small screens the panel shrinks to a summary row and a horizontally scrolling link bar.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_LINKS, isAccountLinkCurrent, userTypeLabel, useSessionUser } from '@carmarket/shared';
import { Avatar } from '../features/profile/components/avatar';
import { AvatarUpload } from '../features/profile/components/avatar-upload';
import { LogoutButton } from '../features/session/components/logout-button';
import { StyledAccountLayout, StyledContent, StyledNav, StyledSidePanel, StyledUserSummary } from './account-layout.styles';

export function AccountLayout({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const name = user?.fullName ?? '';
  const navListRef = useRef<HTMLUListElement>(null);

  // On small screens the links scroll sideways: keep the current one in view.
  useEffect(() => {
    const list = navListRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) list.scrollLeft = current.offsetLeft - list.offsetLeft - 16;
  }, [pathname]);

  return (
    <StyledAccountLayout>
      <StyledSidePanel aria-label="Account">
        <StyledUserSummary>
          <Avatar src={user?.image ?? user?.avatar} name={name} size={64} />
          <div className="who">
            <p className="name">{name}</p>
            <p className="role">{userTypeLabel(user?.userType)}</p>
            <AvatarUpload />
          </div>
        </StyledUserSummary>
        <StyledNav aria-label="Account sections">
          <ul ref={navListRef}>
            {ACCOUNT_LINKS.map((link) => {
              const current = isAccountLinkCurrent(link, pathname);
              return (
                <li key={link.to}>
                  <Link to={link.to} aria-current={current ? 'page' : undefined}>
                    {link.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </StyledNav>
        <div className="logout">
          <LogoutButton />
        </div>
      </StyledSidePanel>
      <StyledContent>{children}</StyledContent>
    </StyledAccountLayout>
  );
}
