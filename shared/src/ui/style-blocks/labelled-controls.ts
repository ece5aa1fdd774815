import { css } from 'styled-components';
import { formControl } from './form-control';

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
