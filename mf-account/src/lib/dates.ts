// Date display for the account screens: dd/mm/yyyy tables, short card dates and 'time ago'.
import { formatDistance, isValid, parseISO } from 'date-fns';
import { INDIA_TIME_ZONE } from '@carmarket/shared/domain';

function parse(iso: string): Date | null {
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** dd/mm/yyyy tables: the one shared formatter, which prints the calendar day in India. */
export { formatDdMmYyyy } from '@carmarket/shared';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
let dayInIndia: Intl.DateTimeFormat | undefined;

/**
 * '2025-03-07T10:00:00Z' -> '07 Mar 2025': the calendar day in India, like the tables, so the
 * shell's server (UTC) and the visitor's browser print the same day and hydration matches.
 */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  if (!date) return '';
  dayInIndia ??= new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, day: '2-digit', month: 'numeric', year: 'numeric' });
  const parts = dayInIndia.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('day')} ${SHORT_MONTHS[Number(part('month')) - 1] ?? ''} ${part('year')}`;
}

/** '3 days ago'. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return date.getTime() > now.getTime() ? 'just now' : formatDistance(date, now, { addSuffix: true });
}
