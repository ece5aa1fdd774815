import styled from 'styled-components';
import { bareList, formControl, inlineList, pageFrame, plainHeading, smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledComparePage = styled.div`
  ${pageFrame}
  gap: ${({ theme }) => theme.space.md};
  /* The page's grid track would otherwise grow to the table's width on a phone. */
  grid-template-columns: minmax(0, 1fr);

  h1 {
    ${plainHeading('xl')}
  }

  > p[role='status'] {
    margin: 0;
  }
`;

export const StyledBreadcrumb = styled.nav`
  ${smallMutedText}

  ol {
    ${inlineList}
    gap: ${({ theme }) => theme.space.xs};
  }

  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.xs};
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const StyledNotice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StyledEmpty = styled.section`
  ${surfaceCard}
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    ${plainHeading('lg')}
  }

  p {
    margin: 0;
  }

  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

export const StyledTableTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    font-weight: 600;
  }

  input {
    width: 20px;
    height: 20px;
  }
`;

/**
 * The table's frame. On a phone and a tablet it scrolls both ways within the screen's height, so the
 * car header row stays on top and the row labels on the left while every row scrolls sideways with
 * the others. From 1024px the three cars fit: the page scrolls and the header sticks under the
 * site's header instead.
 */
export const StyledTableScroller = styled.div`
  overflow: auto;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space.md});
  ${surfaceCard}
  overscroll-behavior-x: contain;

  ${({ theme }) => theme.media.lg} {
    overflow: visible;
    max-height: none;
  }
`;

export const StyledCompareTable = styled.table`
  width: 100%;
  min-width: calc(104px + var(--compare-columns, 3) * 152px);
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.font.size.sm};

  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.font.size.md};
  }

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    ${smallMutedText}
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    background: ${({ theme }) => theme.colors.surface};
  }

  col.labels {
    width: 104px;

    ${({ theme }) => theme.media.md} {
      width: 168px;
    }
  }

  thead th,
  thead td {
    position: sticky;
    top: 0;
    z-index: 2;
    vertical-align: bottom;
    box-shadow: 0 1px 0 ${({ theme }) => theme.colors.border};

    ${({ theme }) => theme.media.lg} {
      top: ${({ theme }) => theme.layout.headerHeight};
    }
  }

  tbody th {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* The row labels stay on the left while a phone scrolls the cars sideways. */
  th[scope='row'],
  thead td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead td:first-child {
    z-index: 3;
  }

  tr[data-differs='true'] > * {
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  tr[data-differs='true'] > td {
    font-weight: 600;
  }
`;

export const StyledDiffers = styled.span`
  display: inline-block;
  margin-top: 2px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 600;
`;

export const StyledCarHeader = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 400;

  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    line-height: 1.3;
  }
`;

export const StyledCarImage = styled.div<{ $dimmed?: boolean }>`
  position: relative;
  aspect-ratio: 16 / 10;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  opacity: ${({ $dimmed }) => ($dimmed ? 0.6 : 1)};

  picture,
  img {
    display: block;
    width: 100%;
    height: 100%;
  }

  img {
    object-fit: cover;
  }
`;

export const StyledSoldBadge = styled.span`
  justify-self: start;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const StyledUnavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledColumnButton = styled.button`
  justify-self: start;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  cursor: pointer;
`;

export const StyledAddCar = styled.section`
  ${surfaceCard}
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    ${plainHeading('lg')}
  }

  p {
    margin: 0;
    ${smallMutedText}
  }
`;

export const StyledSearchForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 480px;

  label {
    font-weight: 600;
  }

  input {
    ${formControl}
  }
`;

export const StyledFoundCars = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  button {
    flex: none;
    min-height: 36px;
    min-width: 64px;
    border: 1px solid ${({ theme }) => theme.colors.brand};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    cursor: pointer;
  }
`;
