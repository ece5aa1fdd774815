import styled, { createGlobalStyle } from 'styled-components';
import { definitionGrid, termsAndValues } from '@carmarket/shared/style-blocks';
import { moneyTable } from './money-table.styles';

/** While the invoice is open, printing shows only the dialog (the page stays on screen). */
export const PrintOnlyDialog = createGlobalStyle`
  @media print {
    body > *:not([data-testid='modal-backdrop']) {
      display: none !important;
    }
    [data-testid='modal-backdrop'] {
      position: static !important;
      background: none !important;
    }
    [data-testid='modal-backdrop'] [role='dialog'] {
      box-shadow: none !important;
      max-height: none !important;
      overflow: visible !important;
    }
    [data-testid='modal-backdrop'] button,
    .no-print {
      display: none !important;
    }
  }
`;

export const StyledInvoice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  dl {
    ${definitionGrid}
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${termsAndValues({ boldValues: false })}
  table {
    ${moneyTable('xs')}
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  th,
  td {
    text-align: left;
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  tfoot th {
    font-weight: 400;
  }
  .total th,
  .total td {
    font-weight: 700;
  }
`;
