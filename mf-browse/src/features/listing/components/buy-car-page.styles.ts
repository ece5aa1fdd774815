import styled from 'styled-components';
import { inlineList, labelledControls, pageFrame, plainHeading, smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledPage = styled.div`
  ${pageFrame}
  gap: ${({ theme }) => theme.space.md};

  h1 {
    ${plainHeading('xl')}
  }
`;

export const StyledBreadcrumb = styled.nav`
  ${smallMutedText}

  ol {
    ${inlineList}
    gap: ${({ theme }) => theme.space.xs};
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledToolbar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr auto auto;
    align-items: end;
  }

  ${labelledControls}
`;

/** The results heading and "Save this search" beside it (below it on a phone). */
export const StyledHeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledDesktopOnly = styled.div`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: contents;
  }
`;

export const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 280px 1fr;
  }
`;

/** The page shows the sidebar from the lg breakpoint; below it the mobile filter bar takes over. */
export const StyledDesktopSidebar = styled.div`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.md});
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - 32px);
    overflow-y: auto;
  }
`;

export const StyledSidebar = styled.aside`
  ${surfaceCard}
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

export const StyledSidebarHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0 auto 0 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    min-height: 36px;
    white-space: nowrap;
    padding: 0 ${({ theme }) => theme.space.xs};
    cursor: pointer;
  }
`;

export const StyledResults = styled.section`
  display: grid;
  /* Scrolled to after a page or filter change: clear of the sticky site header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.sm});

  /* The grid has its own layer from the first paint, so dimming it while a new query loads changes
     only its opacity: without it, the first filter tap promoted the grid and repainted every card
     inside the tap (presentation delay 81-149 ms against 35-49 at 4x CPU; docs/BENCHMARKS.md). */
  > ul {
    will-change: opacity;
  }
  &[aria-busy='true'] > ul {
    opacity: 0.6;
    transition: opacity 0.2s;
  }

  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const StyledStatus = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const StyledLoadError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.danger};
  text-align: center;
`;

export const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};

  a,
  span {
    min-width: 40px;
    min-height: 40px;
    display: inline-grid;
    place-items: center;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }

  span {
    border-color: transparent;
    background: none;
  }
`;
