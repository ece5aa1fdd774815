// The top bar's layout. Phones (below theme.media.sm) show the logo mark without its word and a
// compact city selector, so its visible name ('Select City' or the city) fits next to Login /
// Register from 360 px. The logo, links and account controls never shrink; if a long city name
// does not fit, the city button is the one that gives way (ellipsis), never the page width. The
// main links get their roomier padding only from theme.media.xl, so the 1024 px bar fits
// 'Select City' in full; for the same reason a signed-in user's name shows only from xl, the
// alerts bell taking its place at 1024 px.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@carmarket/shared';

export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const StyledBar = styled.div`
  height: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.sm};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space.md};
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const StyledMobileOnly = styled.div`
  display: contents;
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

export const StyledDesktopOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export { HeaderIconButton as StyledIconButton } from '../../../components/header-icon-button';

export const StyledLogo = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 800;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.brandDark};
  text-decoration: none;
  white-space: nowrap;
  span {
    display: none;
  }
  ${({ theme }) => theme.media.sm} {
    span {
      display: inline;
    }
  }
`;

export const StyledMainNav = styled.nav`
  display: none;
  ${({ theme }) => theme.media.lg} {
    flex: none;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  ${({ theme }) => theme.media.xl} {
    margin-left: ${({ theme }) => theme.space.lg};
  }
  a {
    white-space: nowrap;
    padding: ${({ theme }) => theme.space.sm};
    ${({ theme }) => theme.media.xl} {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    }
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    &:hover {
      background: ${({ theme }) => theme.colors.brandSoft};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.brand};
      font-weight: 700;
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.brand};
    }
  }
`;

export const StyledActions = styled.div`
  margin-left: auto;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${({ theme }) => theme.media.sm} {
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledCityButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 44px;
  min-height: 44px;
  max-width: 130px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.accent};
    flex: none;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  ${({ theme }) => theme.media.sm} {
    max-width: 180px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    svg {
      width: 18px;
      height: 18px;
    }
  }
`;

export const StyledCityName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const StyledLoginButton = styled(Button)`
  flex: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} {
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export const StyledAccountLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

/** From theme.media.lg to xl the name gives way to the alerts bell (the avatar link keeps it as its accessible name). */
export const StyledUserName = styled.span`
  display: none;
  ${({ theme }) => theme.media.xl} {
    display: inline;
  }
  max-width: 160px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
