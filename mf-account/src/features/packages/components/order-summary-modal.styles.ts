import styled from 'styled-components';
import { moneyTable } from './money-table.styles';

export const StyledSummaryTable = styled.table`
  ${moneyTable('sm')}
  th {
    text-align: left;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total th,
  .total td {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
    border-bottom: 0;
  }
`;
