import styled, { css } from 'styled-components';
import { visuallyHidden } from '@carmarket/shared/style-blocks';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledPage = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.lg};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.colors.surface};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  form {
    display: flex;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    width: 12rem;
    ${focusRing}
  }
`;

export const StyledPeriodButtons = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    ${focusRing}
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

export const StyledNotice = styled.p<{ $tone?: 'muted' | 'danger' }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? '#fdecea' : theme.colors.brandSoft)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledSection = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export const StyledTableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
  /* On a phone the table scrolls sideways rather than stacking its headings a word a line. */
  th {
    white-space: nowrap;
  }
  ${focusRing}
`;

export const StyledTrafficBar = styled.div`
  display: flex;
  height: 28px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
`;

export const StyledTrafficSegment = styled.div<{ $percent: number; $role: 'stable' | 'canary' }>`
  flex: ${({ $percent }) => $percent} 0 0;
  min-width: ${({ $percent }) => ($percent > 0 ? '4px' : '0')};
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  white-space: nowrap;
  overflow: hidden;
  color: ${({ theme, $role }) => ($role === 'canary' ? theme.colors.text : '#fff')};
  background: ${({ theme, $role }) =>
    $role === 'canary' ? `repeating-linear-gradient(135deg, ${theme.colors.accent} 0 8px, #f7a06e 8px 16px)` : theme.colors.brand};
`;

export const StyledChartGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledFigure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  figcaption h3 {
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0;
  }
  figcaption p {
    margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledLegend = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-width: 0;
  }
  strong {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const StyledSwatch = styled.span<{ $color: string; $dashed: boolean }>`
  flex: 0 0 24px;
  border-top: 3px ${({ $dashed }) => ($dashed ? 'dashed' : 'solid')} ${({ $color }) => $color};
`;

export const StyledPlotArea = styled.div`
  position: relative;
  min-height: 180px;
  border-radius: ${({ theme }) => theme.radius.sm};
  ${focusRing}
`;

export const StyledReadout = styled.p`
  min-height: 1.5em;
  margin: ${({ theme }) => theme.space.xs} 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The chart's table: read by screen readers always, shown on request. */
export const StyledChartTable = styled.div<{ $shown: boolean }>`
  ${({ $shown }) => ($shown ? 'max-height: 320px; overflow: auto;' : visuallyHidden)}
  ${focusRing}
`;

export const StyledDecisions = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  article {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
    word-break: break-word;
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0;
  }
`;

export const StyledBadge = styled.span<{ $action: 'rollback' | 'promote' }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: #fff;
  background: ${({ theme, $action }) => ($action === 'rollback' ? theme.colors.danger : theme.colors.success)};
`;

export const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
