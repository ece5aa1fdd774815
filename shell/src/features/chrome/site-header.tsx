// Placeholder chrome from the platform skeleton; the shell issue replaces it with the full header.
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Button, isSignedInAtom, requestSignIn, sessionUserAtom, useAtomValue } from '@carmarket/shared';
import { usePreloadRoute } from '../../app/use-preload-route';

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.md};
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/buy-car', label: 'Browse Cars' },
  { to: '/sell', label: 'Sell my car' },
  { to: '/settings/saved', label: 'Saved Cars' },
];

export function SiteHeader() {
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(sessionUserAtom);
  const preload = usePreloadRoute();
  return (
    <StyledHeader>
      <Link to="/">CarMarket</Link>
      <nav aria-label="Main">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} {...preload(link.to)}>
            {link.label}
          </NavLink>
        ))}
      </nav>
      {signedIn ? (
        <Link to="/settings" aria-label={`Account of ${user?.fullName ?? ''}`}>
          {user?.fullName}
        </Link>
      ) : (
        <Button type="button" onClick={() => void requestSignIn()}>
          Login / Register
        </Button>
      )}
    </StyledHeader>
  );
}
