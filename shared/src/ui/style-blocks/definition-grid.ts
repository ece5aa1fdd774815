import { css } from 'styled-components';

/** A dl as two columns, each term beside its value. */
export const definitionGrid = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
`;
