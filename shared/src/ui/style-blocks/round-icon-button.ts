import { css } from 'styled-components';

/** The round 40 px icon button on a surface (a card's menu button, a carousel's arrows). */
export const roundIconButton = css`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
`;
