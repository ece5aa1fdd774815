// Two labelled range inputs (minimum and maximum) for price or year. Dragging updates locally;
// the change is committed after a short pause so a drag is one URL change, not fifty.
import { useEffect, useRef, useState } from 'react';
import { clampRange } from '@carmarket/shared/domain';
import type { SliderRange } from '../slider-range';
import { StyledRange, StyledRangeValue } from './range-slider.styles';

export interface RangeSliderProps {
  name: string;
  range: SliderRange;
  format: (value: number) => string;
  onCommit: (value: [number, number]) => void;
  commitDelayMs?: number;
  /** Only a maximum (km driven). */
  maxOnly?: boolean;
}

interface Thumb {
  label: 'Minimum' | 'Maximum';
  end: 0 | 1;
  move: (to: number) => [number, number];
}

export function RangeSlider({ name, range, format, onCommit, commitDelayMs = 350, maxOnly = false }: RangeSliderProps) {
  const [value, setValue] = useState<[number, number]>(range.value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [lo, hi] = range.value;

  // A new URL (Back, reset, another control) wins over the local drag state.
  useEffect(() => {
    setValue([lo, hi]);
  }, [lo, hi]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: [number, number]) => {
    const clamped = clampRange(next, [range.min, range.max]);
    setValue(clamped);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(clamped), commitDelayMs);
  };

  // The minimum never passes the maximum, nor the maximum the minimum.
  const minimum: Thumb = { label: 'Minimum', end: 0, move: (to) => [Math.min(to, value[1]), value[1]] };
  const maximum: Thumb = { label: 'Maximum', end: 1, move: (to) => [value[0], Math.max(to, value[0])] };
  const thumbs = maxOnly ? [maximum] : [minimum, maximum];

  return (
    <StyledRange>
      <StyledRangeValue aria-live="polite">
        {maxOnly ? `Up to ${format(value[1])}` : `${format(value[0])} – ${format(value[1])}`}
      </StyledRangeValue>
      {thumbs.map(({ label, end, move }) => (
        <label key={label}>
          {label} {name}
          <input
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={value[end]}
            aria-valuetext={format(value[end])}
            onChange={(e) => change(move(Number(e.target.value)))}
          />
        </label>
      ))}
    </StyledRange>
  );
}
