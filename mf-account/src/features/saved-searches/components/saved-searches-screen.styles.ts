import styled from 'styled-components';
import { smallMutedText } from '@carmarket/shared/style-blocks';
import { StyledMessage, StyledToolbar } from '../../../components/screen.styles';

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

/** A search's Open, Rename, Delete and alert setting: the account screens' toolbar. */
export const StyledSearchActions = StyledToolbar;

export const StyledRenameForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The account screens' empty message, with a link to the listing. */
export const StyledEmpty = styled(StyledMessage)`
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;
