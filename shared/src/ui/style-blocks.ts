// Style blocks the apps' pages and cards are built from, so one look is written once: the page
// frame, the bordered surface of a card or panel, a heading with the theme's size and no margin,
// and the labelled inputs and selects of a toolbar. @carmarket/shared/style-blocks is a subpath
// each app bundles where it styles a page (like card-grid), not part of the singleton's entry.
import { css } from 'styled-components';
import type { AppTheme } from './theme';

/** A page's column: as wide as the layout allows, centred, padded, a grid (the page sets its gap). */
export const pageFrame = css`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
`;

/** The white, bordered, rounded surface of a card or panel (the caller sets its padding). */
export const surfaceCard = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A heading without margin at one of the theme's font sizes. */
export const plainHeading = (size: keyof AppTheme['font']['size']) => css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[size]};
`;

/** The look of a text input, select or textarea: a 44 px target on the surface with a thin border. */
export const formControl = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;

/** A toolbar's labels over their inputs and selects, with 44 px targets. */
export const labelledControls = css`
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
  }

  input,
  select {
    ${formControl}
    font-weight: 400;
  }
`;

/** Small, muted secondary text (a city, a date, a caption). */
export const smallMutedText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A list without bullets, margin or indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list laid out as a wrapping row, without bullets or indent (the caller sets its gap). */
export const inlineList = css`
  display: flex;
  flex-wrap: wrap;
  ${bareList}
`;

/** The round 40 px icon button on a surface (a card's menu button, a carousel's arrows). */
export const roundIconButton = css`
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.lg};
  cursor: pointer;
`;

/** Terms and their values in a dl: the term muted, the value without indent (bold when asked). */
export const termsAndValues = ({ boldValues }: { boldValues: boolean }) => css`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${boldValues ? 600 : 'inherit'};
  }
`;

/** A list that scrolls sideways as one row (tabs, thumbnails); the caller sets its gap. */
export const scrollingRow = css`
  display: flex;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
`;

/** A price: bold, in the brand colour, at one of the theme's sizes. */
export const priceText = (size: keyof AppTheme['font']['size']) => css`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size[size]};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

/** A dl as two columns, each term beside its value. */
export const definitionGrid = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
`;
