import styled from 'styled-components';
import { scrollingRow, smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledAccountLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.lg};
    padding: ${({ theme }) => theme.space.lg};
    align-items: start;
  }
`;

export const StyledSidePanel = styled.aside`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  ${surfaceCard}
  .logout {
    grid-column: 2;
    grid-row: 1;
    align-self: start;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    .logout {
      grid-column: auto;
      grid-row: auto;
    }
  }
`;

export const StyledUserSummary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .name {
    font-weight: 700;
  }
  .role {
    ${smallMutedText}
  }
  .who > div button {
    padding-left: 0;
    color: ${({ theme }) => theme.colors.brand};
  }
  ${({ theme }) => theme.media.lg} {
    flex-direction: column;
    text-align: center;
    .who > div button {
      padding-left: ${({ theme }) => theme.space.md};
    }
  }
`;

export const StyledNav = styled.nav`
  grid-column: 1 / -1;
  min-width: 0;
  ul {
    ${scrollingRow}
    gap: ${({ theme }) => theme.space.xs};
    scroll-snap-type: x proximity;
    -webkit-overflow-scrolling: touch;
  }
  li {
    flex: none;
    scroll-snap-align: start;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 600;
  }
  ${({ theme }) => theme.media.lg} {
    ul {
      flex-direction: column;
      overflow: visible;
      padding: 0;
    }
    a {
      display: flex;
      border-radius: ${({ theme }) => theme.radius.sm};
      border-color: transparent;
      font-size: ${({ theme }) => theme.font.size.md};
    }
    a:hover {
      background: ${({ theme }) => theme.colors.brandSoft};
    }
    a[aria-current='page'] {
      background: ${({ theme }) => theme.colors.brandSoft};
      color: ${({ theme }) => theme.colors.brand};
      border-color: transparent;
      box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.brand};
    }
  }
`;

export const StyledContent = styled.div`
  min-width: 0;
`;
