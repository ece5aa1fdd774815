import { css } from 'styled-components';
import type { AppTheme } from '../theme';

/** A price: bold, in the brand colour, at one of the theme's sizes. */
export const priceText = (size: keyof AppTheme['font']['size']) => css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[size]};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;
