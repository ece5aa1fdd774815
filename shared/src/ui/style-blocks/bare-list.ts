import { css } from 'styled-components';

/** A list without bullets, margin or indent. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
