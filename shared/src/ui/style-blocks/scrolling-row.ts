import { css } from 'styled-components';

/** A list that scrolls sideways as one row (tabs, thumbnails); the caller sets its gap. */
export const scrollingRow = css`
  display: flex;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
`;
