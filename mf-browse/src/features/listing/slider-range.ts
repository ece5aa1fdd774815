// Slider bounds for price and year: shown only when min < max, snapped to the spec §9 step so
// both ends are reachable, and the selected range clamped into them.
import { clampRange } from '@carmarket/shared/domain';

export interface SliderRange {
  min: number;
  max: number;
  step: number;
  value: [number, number];
}

/** Returns null when the data has a single value (min not below max): no slider then. */
export function sliderRange(
  bounds: { min: number; max: number } | null,
  selected: { min: number | undefined; max: number | undefined },
  step: number,
): SliderRange | null {
  if (!bounds || !(bounds.min < bounds.max)) return null;
  const min = Math.floor(bounds.min / step) * step;
  const max = Math.ceil(bounds.max / step) * step;
  const value = clampRange([selected.min ?? min, selected.max ?? max], [min, max]);
  return { min, max, step, value };
}

/** A slider end at its bound means 'no limit', which keeps the URL clean. */
export function rangeToQuery(range: SliderRange, value: readonly [number, number]): { min: number | undefined; max: number | undefined } {
  const [lo, hi] = clampRange(value, [range.min, range.max]);
  return { min: lo <= range.min ? undefined : lo, max: hi >= range.max ? undefined : hi };
}
