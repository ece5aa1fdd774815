import styled from 'styled-components';

export const StyledChartFigure = styled.figure`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

export const StyledChartSummary = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledChart = styled.svg`
  display: block;
  width: 100%;
  max-width: 640px;
  height: auto;
  aspect-ratio: 320 / 120;

  path {
    fill: none;
    stroke: ${({ theme }) => theme.colors.brand};
    stroke-width: 2;
    stroke-linejoin: round;
  }

  circle {
    fill: ${({ theme }) => theme.colors.surface};
    stroke: ${({ theme }) => theme.colors.brand};
    stroke-width: 2;
  }
`;

export const StyledChartAxis = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 640px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;
