import styled from 'styled-components';
import { plainHeading, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledSignInPanel = styled.section`
  max-width: 480px;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  ${surfaceCard}
  h1 {
    ${plainHeading('xl')}
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
