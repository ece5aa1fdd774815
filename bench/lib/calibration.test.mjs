import { describe, expect, it } from 'vitest';
import { calibratedCpuMultiplier } from './calibration.mjs';

describe('calibratedCpuMultiplier', () => {
  it("gives the calculator's multiplier at each of its reference points", () => {
    expect(calibratedCpuMultiplier(150)).toBe(1);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1533)).toBe(4);
    expect(calibratedCpuMultiplier(1766)).toBe(5);
    expect(calibratedCpuMultiplier(2000)).toBe(6);
  });

  it('interpolates between them', () => {
    expect(calibratedCpuMultiplier(475)).toBeCloseTo(1.5, 5);
    expect(calibratedCpuMultiplier(1050)).toBeCloseTo(2.5, 5);
  });

  it('keeps the slope of 233 points per 1x above the last reference point (this machine: ~2,124 -> ~6.5x)', () => {
    expect(calibratedCpuMultiplier(2233)).toBeCloseTo(7, 5);
    expect(calibratedCpuMultiplier(2124)).toBeCloseTo(6.53, 2);
  });

  it('refuses a host slower than the device it would emulate, or no figure at all', () => {
    expect(calibratedCpuMultiplier(149)).toBeNull();
    expect(calibratedCpuMultiplier(Number.NaN)).toBeNull();
  });
});
