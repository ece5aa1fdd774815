import { css } from 'styled-components';

/** The white, bordered, rounded surface of a card or panel (the caller sets its padding). */
export const surfaceCard = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;
