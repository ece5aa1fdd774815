import { PRICE_STEP_DESKTOP, PRICE_STEP_MOBILE, YEAR_STEP } from '@carmarket/shared';
import { rangeToQuery, sliderRange } from './slider-range';

describe('sliderRange', () => {
  it('is null when there is no data or min is not below max', () => {
    expect(sliderRange(null, { min: undefined, max: undefined }, YEAR_STEP)).toBeNull();
    expect(sliderRange({ min: 2020, max: 2020 }, { min: undefined, max: undefined }, YEAR_STEP)).toBeNull();
  });

  it('resets to the data min and max when nothing is selected', () => {
    expect(sliderRange({ min: 2008, max: 2025 }, { min: undefined, max: undefined }, YEAR_STEP)?.value).toEqual([2008, 2025]);
  });

  it('snaps the ends to the spec step so both are reachable', () => {
    const desktop = sliderRange({ min: 95_000, max: 2_375_000 }, { min: undefined, max: undefined }, PRICE_STEP_DESKTOP);
    expect(desktop).toMatchObject({ min: 90_000, max: 2_380_000, step: 10_000 });
    const mobile = sliderRange({ min: 95_000, max: 2_375_000 }, { min: undefined, max: undefined }, PRICE_STEP_MOBILE);
    expect(mobile).toMatchObject({ min: 50_000, max: 2_400_000, step: 50_000 });
  });

  it('clamps a selected range into the bounds and keeps min <= max', () => {
    expect(sliderRange({ min: 2010, max: 2020 }, { min: 1990, max: 2030 }, YEAR_STEP)?.value).toEqual([2010, 2020]);
    expect(sliderRange({ min: 2010, max: 2020 }, { min: 2018, max: 2012 }, YEAR_STEP)?.value).toEqual([2012, 2018]);
  });
});

describe('rangeToQuery', () => {
  const range = { min: 2010, max: 2020, step: 1, value: [2010, 2020] as [number, number] };

  it('drops an end that sits on its bound (no limit)', () => {
    expect(rangeToQuery(range, [2010, 2020])).toEqual({ min: undefined, max: undefined });
    expect(rangeToQuery(range, [2012, 2020])).toEqual({ min: 2012, max: undefined });
    expect(rangeToQuery(range, [2010, 2015])).toEqual({ min: undefined, max: 2015 });
  });
});
