// The car page's "Price history" panel: shown once the car's price has changed (two or more
// points). It reads the history itself (the server loader fetched it), and the chart's code is a
// chunk of its own, loaded only for a car that has one, below the fold.
import { lazy, Suspense } from 'react';
import { usePriceHistory } from '../api/get-price-history';
import { StyledChartPlaceholder, StyledPriceHistory } from './price-history-section.styles';

const PriceHistoryChart = lazy(() => import('./price-history-chart'));

export function PriceHistorySection({ carId }: { carId: string }) {
  const points = usePriceHistory(carId)?.points ?? [];
  if (points.length < 2) return null;
  return (
    <StyledPriceHistory aria-labelledby="price-history-heading">
      <h2 id="price-history-heading">Price history</h2>
      {/* The placeholder keeps the chart's room while its chunk loads (no layout shift). */}
      <Suspense fallback={<StyledChartPlaceholder role="status">Loading price history…</StyledChartPlaceholder>}>
        <PriceHistoryChart points={points} />
      </Suspense>
    </StyledPriceHistory>
  );
}
