import styled, { createGlobalStyle } from 'styled-components';
import { termsAndValues } from '@carmarket/shared/style-blocks';

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
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  ${termsAndValues({ boldValues: false })}
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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
