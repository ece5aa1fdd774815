import { css } from 'styled-components';

/** A wrapping row with its items apart at its two ends and centred across (a title and its actions). */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;
