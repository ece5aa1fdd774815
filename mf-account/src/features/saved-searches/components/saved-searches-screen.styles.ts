import styled from 'styled-components';
import { smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledSearchTitle = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** "3 new": the cars listed since the search was last opened. */
export const StyledNewBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
`;

export const StyledSummary = styled.p`
  ${smallMutedText}
  margin: 0;
`;

export const StyledSearchActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledRenameForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
