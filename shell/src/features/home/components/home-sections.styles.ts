import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledSection = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md} 0`};
`;

export const StyledSectionHeader = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledTileGrid = styled.ul<{ $columns: number; $wideColumns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(${({ $wideColumns }) => $wideColumns}, minmax(0, 1fr));
  }
`;

export const StyledTileLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-height: 128px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: center;
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.brand};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  strong {
    max-width: 100%;
    font-size: ${({ theme }) => theme.font.size.sm};
    overflow-wrap: anywhere;
  }
  /* Three tiles a row on a 360 px phone: the compact padding and type keep 'Convertible' inside. */
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.md};
    strong {
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
`;

export const StyledCount = styled.span`
  min-height: 1.4em;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCarouselSlot = styled.div`
  min-height: 470px;
`;

/** A carousel that may have nothing to show (the visitor's recently viewed cars): no room held, no padding of its own. */
export const StyledOptionalCarouselSlot = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

export const StyledPagerButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

export const StyledPagerControls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex: none;
`;

/** Holds the below-the-fold chunk's place while it loads, so the footer does not jump. */
export const StyledBelowFoldPlaceholder = styled.div`
  min-height: 2400px;
`;
