// Two labelled range inputs (minimum and maximum) for price or year. Dragging updates locally;
// the change is committed after a short pause so a drag is one URL change, not fifty.
import { useEffect, useRef, useState } from 'react';
import { clampRange } from '@carmarket/shared';
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

  return (
    <StyledRange>
      <StyledRangeValue aria-live="polite">
        {maxOnly ? `Up to ${format(value[1])}` : `${format(value[0])} – ${format(value[1])}`}
      </StyledRangeValue>
      {!maxOnly && (
        <label>
          Minimum {name}
          <input
            type="range"
            min={range.min}
            max={range.max}
            step={range.step}
            value={value[0]}
            aria-valuetext={format(value[0])}
            onChange={(e) => change([Math.min(Number(e.target.value), value[1]), value[1]])}
          />
        </label>
      )}
      <label>
        Maximum {name}
        <input
          type="range"
          min={range.min}
          max={range.max}
          step={range.step}
          value={value[1]}
          aria-valuetext={format(value[1])}
          onChange={(e) => change([value[0], Math.max(Number(e.target.value), value[0])])}
        />
      </label>
    </StyledRange>
  );
}
