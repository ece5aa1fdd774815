import { css } from 'styled-components';

/** Terms and their values in a dl: the term muted, the value without indent (bold when asked). */
export const termsAndValues = ({ boldValues }: { boldValues: boolean }) => css`
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${boldValues ? 600 : 'inherit'};
  }
`;
