import styled from 'styled-components';
import { surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledTableScroll = styled.div`
  overflow-x: auto;
  ${surfaceCard}
`;

export const StyledTable = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.md};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tr[aria-current='true'] td {
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  .plan {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .actions {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const STATUS_COLORS = {
  success: { background: '#e3f4e8', color: '#1e7b34' },
  danger: { background: '#fbe9e7', color: '#b3261e' },
  warning: { background: '#fff4e0', color: '#8a4b00' },
  muted: { background: '#eef1f5', color: '#455060' },
} as const;

export const StyledStatus = styled.span<{ $tone: keyof typeof STATUS_COLORS }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $tone }) => STATUS_COLORS[$tone].background};
  color: ${({ $tone }) => STATUS_COLORS[$tone].color};
`;
