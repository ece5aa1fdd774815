import { css } from 'styled-components';

/** Small, muted secondary text (a city, a date, a caption). */
export const smallMutedText = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
