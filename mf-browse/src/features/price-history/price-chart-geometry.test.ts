import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, CHART_WIDTH, priceChartGeometry } from './price-chart-geometry';

describe('priceChartGeometry', () => {
  it('places the dots by time and price, the highest at the top and the lowest at the bottom', () => {
    const { dots, path, lowest, highest } = priceChartGeometry([
      { price: 600_000, at: '2026-01-01T00:00:00Z' },
      { price: 550_000, at: '2026-01-03T00:00:00Z' },
      { price: 500_000, at: '2026-01-05T00:00:00Z' },
    ]);
    expect([lowest, highest]).toEqual([500_000, 600_000]);
    expect(dots.map((dot) => dot.x)).toEqual([8, CHART_WIDTH / 2, CHART_WIDTH - 8]);
    expect(dots.map((dot) => dot.y)).toEqual([8, CHART_HEIGHT / 2, CHART_HEIGHT - 8]);
    // A price holds until it changes: across, then down.
    expect(path).toBe('M8 8 H160 V60 H312 V112');
  });

  it('spreads changes made in the same instant evenly and puts a flat price in the middle', () => {
    const at = '2026-01-01T00:00:00Z';
    const { dots } = priceChartGeometry([
      { price: 500_000, at },
      { price: 500_000, at },
    ]);
    expect(dots.map((dot) => [dot.x, dot.y])).toEqual([
      [8, CHART_HEIGHT / 2],
      [CHART_WIDTH - 8, CHART_HEIGHT / 2],
    ]);
  });
});
