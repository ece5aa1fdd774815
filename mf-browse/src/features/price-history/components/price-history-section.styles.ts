import styled from 'styled-components';
import { smallMutedText, surfaceCard } from '@carmarket/shared/style-blocks';

export const StyledPriceHistory = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  ${surfaceCard}

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const StyledChartPlaceholder = styled.p`
  margin: 0;
  max-width: 640px;
  aspect-ratio: 320 / 150;
  ${smallMutedText}
`;
