// The one card grid of the site (car results, dealers, a seller's cars, the account screens): a
// list without bullets whose column count grows with the screen. @carmarket/shared/card-grid is
// a subpath each app bundles where it lists cards, not part of the singleton's entry.
import styled, { css } from 'styled-components';
import type { AppTheme } from './theme';

type Breakpoint = keyof AppTheme['media'];

/** Columns from the smallest screen up, then at each breakpoint that changes them. */
export type CardGridColumns = { base: number } & Partial<Record<Breakpoint, number>>;

const BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const CardGrid = styled.ul<{ $columns: CardGridColumns }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: ${({ $columns }) => columns($columns.base)};

  ${({ theme, $columns }) =>
    BREAKPOINTS.filter((breakpoint) => $columns[breakpoint] !== undefined).map(
      (breakpoint) => css`
        ${theme.media[breakpoint]} {
          grid-template-columns: ${columns($columns[breakpoint]!)};
        }
      `,
    )}
`;
