import { css } from 'styled-components';
import { bareList } from './bare-list';

/** A list laid out as a wrapping row, without bullets or indent (the caller sets its gap). */
export const inlineList = css`
  display: flex;
  flex-wrap: wrap;
  ${bareList}
`;
