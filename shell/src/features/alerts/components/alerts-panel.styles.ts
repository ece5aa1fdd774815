import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@carmarket/shared';
import { bareList, smallMutedText } from '@carmarket/shared/style-blocks';

export const StyledPanelBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

export const StyledPanelToolbar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const StyledMarkAllButton = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const StyledPanelStatus = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledAlertList = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const StyledAlertLink = styled(Link)<{ $unread: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.brandSoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledCarPicture = styled.img`
  flex: none;
  width: 96px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  object-fit: cover;
`;

export const StyledAlertText = styled.span`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
  small {
    ${smallMutedText}
  }
`;

export const StyledAlertTitle = styled.strong`
  font-weight: 700;
`;

export const StyledUnreadDot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
`;

/** Show more alerts, under the list. */
export const StyledMoreAlerts = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space.xs};
  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;
