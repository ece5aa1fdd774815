import { formatDdMmYyyy, formatShortDate, formatTimeAgo } from './dates';

describe('date display', () => {
  it('formats dd/mm/yyyy with leading zeros, as the calendar day in India', () => {
    expect(formatDdMmYyyy('2025-03-07T10:00:00+05:30')).toBe('07/03/2025');
    expect(formatDdMmYyyy('2025-12-21T23:00:00+05:30')).toBe('21/12/2025');
  });

  it('formats a short card date', () => {
    expect(formatShortDate('2025-03-07T10:00:00')).toBe('07 Mar 2025');
    expect(formatShortDate('2025-09-30T06:00:00Z')).toBe('30 Sep 2025');
  });

  it('prints the short card date as the calendar day in India, whatever the time zone it runs in (server and browser agree)', () => {
    expect(formatShortDate('2025-03-07T20:00:00Z')).toBe('08 Mar 2025');
    expect(formatShortDate('2025-12-31T18:29:00Z')).toBe('31 Dec 2025');
    expect(formatShortDate('2025-12-31T18:30:00Z')).toBe('01 Jan 2026');
  });

  it('says how long ago, never in the future', () => {
    const now = new Date('2025-06-15T12:00:00');
    expect(formatTimeAgo('2025-06-12T12:00:00', now)).toMatch(/3 days ago/);
    expect(formatTimeAgo('2025-06-16T12:00:00', now)).toBe('just now');
  });

  it('returns an empty string for a broken date', () => {
    expect(formatDdMmYyyy('not a date')).toBe('');
    expect(formatTimeAgo('')).toBe('');
  });
});
