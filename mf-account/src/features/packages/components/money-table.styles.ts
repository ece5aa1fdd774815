// The money tables of the packages screens (Order Summary, Invoice): full width, the caption as a
// bold title, a line under each row; the modal sets how roomy the rows are.
import { css } from 'styled-components';
import type { AppTheme } from '@carmarket/shared';

export const moneyTable = (rowSpace: keyof AppTheme['space']) => css`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space[rowSpace]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[rowSpace]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
