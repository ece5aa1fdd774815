// The car's price history drawn as a small SVG step line, with its words for screen readers: a
// summary anyone can read and a table of every change (the drawing itself is hidden from them).
// Loaded in its own chunk (the car page's first chunk has no room for it) by PriceHistorySection.
import { formatDdMmYyyy, formatPriceChange, VisuallyHidden } from '@carmarket/shared';
import type { PricePoint } from '@carmarket/shared/api-contracts';
import { CHART_HEIGHT, CHART_WIDTH, priceChartGeometry } from '../price-chart-geometry';
import { StyledChart, StyledChartAxis, StyledChartFigure, StyledChartSummary } from './price-history-chart.styles';

export interface PriceHistoryChartProps {
  /** Oldest first, two or more. */
  points: readonly PricePoint[];
}

export default function PriceHistoryChart({ points }: PriceHistoryChartProps) {
  const { dots, path, lowest, highest } = priceChartGeometry(points);
  const first = points[0]!;
  const latest = points[points.length - 1]!;
  return (
    <StyledChartFigure>
      <StyledChartSummary>
        Listed at {formatPriceChange(first.price)} on {formatDdMmYyyy(first.at)}; {formatPriceChange(latest.price)} since{' '}
        {formatDdMmYyyy(latest.at)}
        {` (${points.length - 1} ${points.length === 2 ? 'change' : 'changes'}).`}
      </StyledChartSummary>
      <StyledChart viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} aria-hidden="true" focusable="false">
        <path d={path} />
        {dots.map((dot) => (
          <circle key={`${dot.point.at}-${dot.x}`} cx={dot.x} cy={dot.y} r={3.5} />
        ))}
      </StyledChart>
      <StyledChartAxis aria-hidden="true">
        <span>{formatDdMmYyyy(first.at)}</span>
        <span>
          {formatPriceChange(lowest)} – {formatPriceChange(highest)}
        </span>
        <span>{formatDdMmYyyy(latest.at)}</span>
      </StyledChartAxis>
      <VisuallyHidden as="div">
        <table>
          <caption>Price history</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={`${point.at}-${index}`}>
                <td>{formatDdMmYyyy(point.at)}</td>
                <td>{formatPriceChange(point.price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </StyledChartFigure>
  );
}
