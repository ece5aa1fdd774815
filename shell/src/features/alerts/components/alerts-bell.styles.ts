import styled from 'styled-components';
import { HeaderIconButton } from '../../../components/header-icon-button';

/** The header's icon button, holding its unread badge. */
export const StyledBellButton = styled(HeaderIconButton)`
  position: relative;
`;

export const StyledBadge = styled.span`
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;
