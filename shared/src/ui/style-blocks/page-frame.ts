import { css } from 'styled-components';

/** A page's column: as wide as the layout allows, centred, padded, a grid (the page sets its gap). */
export const pageFrame = css`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  display: grid;
`;
