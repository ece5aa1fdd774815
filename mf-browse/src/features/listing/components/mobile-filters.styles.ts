import styled, { css } from 'styled-components';
import { bareList } from '@carmarket/shared/style-blocks';

/** A bordered control on the surface, brand-tinted while it carries the attribute (chosen, active). */
const markedWhile = (attribute: 'data-active' | 'data-selected') => css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  &[${attribute}] {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

export const StyledMobileBar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  scrollbar-width: none;

  ${({ theme }) => theme.media.lg} {
    display: none;
  }

  select {
    min-height: 40px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: 0 ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
  }
`;

// Active and selected states are attribute selectors, not props: a prop-dependent rule makes
// styled-components insert a new class the first time a filter is applied, and the style
// recalculation that follows made the first filter tap of a visit the slowest (INP).
export const StyledChip = styled.button`
  flex: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  ${markedWhile('data-active')}
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
`;

export const StyledSheetFooter = styled.div`
  position: sticky;
  bottom: calc(-1 * ${({ theme }) => theme.space.lg});
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.colors.surface};

  > * {
    flex: 1;
  }
`;

export const StyledBrandGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
`;

export const StyledBrandTile = styled.button`
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  ${markedWhile('data-selected')}
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

export const StyledPager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} 0;
`;

export const StyledBackLink = styled.button`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  font-weight: 600;
  min-height: 40px;
  padding: 0;
  cursor: pointer;
`;
