// Where a car's price history goes in the chart's SVG: a step line (a price holds until the next
// change) from the first point to the last, on a box of CHART_WIDTH x CHART_HEIGHT user units.
import type { PricePoint } from '@carmarket/shared/api-contracts';

export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 120;
/** Room inside the box for the line's dots, so the highest and lowest are not cut in half. */
const INSET = 8;

export interface ChartDot {
  x: number;
  y: number;
  point: PricePoint;
}

export interface PriceChartGeometry {
  dots: ChartDot[];
  /** The SVG path ('M x y H x V y …') of the step line. */
  path: string;
  lowest: number;
  highest: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Dots placed by time (or evenly, when the times do not spread: every change in the same second)
 * and by price between the lowest and highest (a flat line sits in the middle).
 */
export function priceChartGeometry(points: readonly PricePoint[]): PriceChartGeometry {
  const prices = points.map((point) => point.price);
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  const times = points.map((point) => new Date(point.at).getTime());
  const first = times[0] ?? 0;
  const last = times[times.length - 1] ?? 0;
  const byTime = times.every((time) => Number.isFinite(time)) && last > first;
  const innerWidth = CHART_WIDTH - 2 * INSET;
  const innerHeight = CHART_HEIGHT - 2 * INSET;
  const dots = points.map((point, index) => {
    const share = byTime ? (times[index]! - first) / (last - first) : points.length > 1 ? index / (points.length - 1) : 0;
    const height = highest > lowest ? (point.price - lowest) / (highest - lowest) : 0.5;
    return { x: round(INSET + share * innerWidth), y: round(INSET + (1 - height) * innerHeight), point };
  });
  const path = dots.map((dot, index) => (index === 0 ? `M${dot.x} ${dot.y}` : `H${dot.x} V${dot.y}`)).join(' ');
  return { dots, path, lowest, highest };
}
