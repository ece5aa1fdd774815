import styled from 'styled-components';

export const StyledSummaryTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
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
