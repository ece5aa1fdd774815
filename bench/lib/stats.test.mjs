import { describe, expect, it } from 'vitest';
import { formatRuns, formatSpread, median, spread } from './stats.mjs';

describe('median', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out runs that measured nothing and is NaN with none left', () => {
    expect(median([Number.NaN, 2, 4])).toBe(3);
    expect(median([])).toBeNaN();
  });
});

describe('spread', () => {
  it('gives the median, the min, the max and every run in its order', () => {
    expect(spread([640, 1020, 812])).toEqual({ median: 812, min: 640, max: 1020, values: [640, 1020, 812] });
  });
});

describe('formatSpread', () => {
  it('writes the median then the range when the runs differ', () => {
    expect(formatSpread(spread([640, 1020, 812]), { unit: ' ms' })).toBe('812 ms (640-1,020)');
  });

  it('writes the median alone when every run agrees, with the digits asked for', () => {
    expect(formatSpread(spread([0.5, 0.5]), { unit: ' s', digits: 2 })).toBe('0.50 s');
  });

  it('says n/a when nothing was measured', () => {
    expect(formatSpread(spread([Number.NaN]))).toBe('n/a');
  });
});

describe('formatRuns', () => {
  it('lists each run, n/a for a run without a figure', () => {
    expect(formatRuns([640.4, Number.NaN, 1020], { digits: 0 })).toBe('640, n/a, 1,020');
  });
});
