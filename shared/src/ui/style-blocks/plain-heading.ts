import { css } from 'styled-components';
import type { AppTheme } from '../theme';

/** A heading without margin at one of the theme's font sizes. */
export const plainHeading = (size: keyof AppTheme['font']['size']) => css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[size]};
`;
