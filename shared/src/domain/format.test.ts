import { describe, expect, it } from 'vitest';
import { formatCompact, formatDdMmYyyy, formatIndianNumber, formatLakhs, formatLakhsShort, formatPriceRange } from './format';

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

describe('formatDdMmYyyy', () => {
  it('prints the calendar day in India, whatever the time zone of the machine', () => {
    // 20:00 UTC is 01:30 the next morning in India (UTC+5:30): the Indian day wins.
    expect(formatDdMmYyyy(new Date('2025-03-07T20:00:00Z'))).toBe('08/03/2025');
    expect(formatDdMmYyyy('2025-03-07T18:29:59Z')).toBe('07/03/2025');
    expect(formatDdMmYyyy('2025-03-07T18:30:00Z')).toBe('08/03/2025');
    expect(formatDdMmYyyy('2025-12-31T23:59:00+05:30')).toBe('31/12/2025');
  });
  it('pads day and month and gives an empty string for an invalid date', () => {
    expect(formatDdMmYyyy('2025-01-05T12:00:00+05:30')).toBe('05/01/2025');
    expect(formatDdMmYyyy('not a date')).toBe('');
    expect(formatDdMmYyyy(new Date(Number.NaN))).toBe('');
  });
});
