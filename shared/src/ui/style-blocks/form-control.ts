import { css } from 'styled-components';

/** The look of a text input, select or textarea: a 44 px target on the surface with a thin border. */
export const formControl = css`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
`;
