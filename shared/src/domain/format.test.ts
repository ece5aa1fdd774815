import { describe, expect, it } from 'vitest';
import { formatCompact, formatIndianNumber, formatLakhs, formatLakhsShort, formatPriceRange } from './format';

describe('formatLakhs', () => {
  it('divides by 1,00,000 with one decimal only when not whole', () => {
    expect(formatLakhs(550000)).toBe('5.5 Lakhs');
    expect(formatLakhs(1200000)).toBe('12 Lakhs');
    expect(formatLakhs(100000)).toBe('1 Lakhs');
    expect(formatLakhs(1234567)).toBe('12.3 Lakhs');
    expect(formatLakhs(0)).toBe('0 Lakhs');
  });
  it('has a short L variant', () => {
    expect(formatLakhsShort(550000)).toBe('5.5 L');
    expect(formatLakhsShort(2000000)).toBe('20 L');
  });
});

describe('formatCompact', () => {
  it('uses k from 1,000, L from 1,00,000 and Cr from 1,00,00,000, with one decimal', () => {
    expect(formatCompact(999)).toBe('999');
    expect(formatCompact(1000)).toBe('1.0k');
    expect(formatCompact(45500)).toBe('45.5k');
    expect(formatCompact(99_999)).toBe('100.0k');
    expect(formatCompact(100_000)).toBe('1.0 L');
    expect(formatCompact(125_000)).toBe('1.3 L');
    expect(formatCompact(9_999_999)).toBe('100.0 L');
    expect(formatCompact(10_000_000)).toBe('1.0 Cr');
    expect(formatCompact(27_000_000)).toBe('2.7 Cr');
    expect(formatCompact(125_000_000)).toBe('12.5 Cr');
  });
  it('appends km on request', () => {
    expect(formatCompact(45000, { km: true })).toBe('45.0k km');
    expect(formatCompact(500, { km: true })).toBe('500 km');
  });
});

describe('formatPriceRange', () => {
  it('writes a range in L and Cr, open at either end', () => {
    expect(formatPriceRange({ priceMin: 500_000, priceMax: 12_000_000 })).toBe('₹ 5.0 L - ₹ 1.2 Cr');
    expect(formatPriceRange({ priceMax: 300_000 })).toBe('Under ₹ 3.0 L');
    expect(formatPriceRange({ priceMin: 27_000_000 })).toBe('Above ₹ 2.7 Cr');
    expect(formatPriceRange({ priceMin: 0, priceMax: 90_000 })).toBe('₹ 0 - ₹ 90.0k');
    expect(formatPriceRange({})).toBe('');
  });
});

describe('formatIndianNumber', () => {
  it('groups the Indian way', () => {
    expect(formatIndianNumber(550000)).toBe('5,50,000');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(-100000)).toBe('-1,00,000');
  });
});
