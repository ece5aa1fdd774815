// How the health page writes its figures: rates as percentages, timings in ms, counts with the
// product's digit grouping, times with date-fns (the project's date library, as in mf-account) in
// the reader's own time zone: the page is read by the team, wherever it sits.
import { format, formatDistanceStrict } from 'date-fns';
import { formatIndianNumber } from '@carmarket/shared';
import type { HealthPeriod } from './health-period';

/** What a cell or a legend says where a release reported nothing. */
export const NO_FIGURE = 'no data';

/** 0.0234 -> '2.3 %'. */
export function formatRate(rate: number | null): string {
  if (rate === null) return NO_FIGURE;
  const percent = Math.round(rate * 1000) / 10;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)} %`;
}

/** 2412.6 -> '2,413 ms'. */
export function formatMs(ms: number | null): string {
  return ms === null ? NO_FIGURE : `${formatIndianNumber(Math.round(ms))} ms`;
}

/** 12345 -> '12,345'. */
export function formatCount(count: number | null): string {
  return count === null ? NO_FIGURE : formatIndianNumber(count);
}

/** A chart point's time: '14:05' over the last hour, '28 Nov, 14:00' over the last day. */
export function formatBucketTime(at: number, period: HealthPeriod): string {
  return format(new Date(at), period.id === 'hour' ? 'HH:mm' : 'd MMM, HH:mm');
}

/** A chart's time tick: '14:05' (a day's ticks are hours apart; the table names the day). */
export function formatClockTime(at: number): string {
  return format(new Date(at), 'HH:mm');
}

/** A decision's time: '28 Nov 2026, 14:05'. */
export function formatDecisionTime(iso: string): string {
  return format(new Date(iso), 'd MMM yyyy, HH:mm');
}

/** '5 minutes ago'. */
export function formatAgo(iso: string, now: Date): string {
  const at = new Date(iso);
  return at.getTime() >= now.getTime() ? 'just now' : formatDistanceStrict(at, now, { addSuffix: true });
}
