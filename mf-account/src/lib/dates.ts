// Date display for the account screens: dd/mm/yyyy tables, short card dates and 'time ago'.
import { format, formatDistance, isValid, parseISO } from 'date-fns';

function parse(iso: string): Date | null {
  const date = parseISO(iso);
  return isValid(date) ? date : null;
}

/** dd/mm/yyyy tables: the one shared formatter, which prints the calendar day in India. */
export { formatDdMmYyyy } from '@carmarket/shared';

/** '2025-03-07T10:00:00Z' -> '07 Mar 2025'. */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date ? format(date, 'dd MMM yyyy') : '';
}

/** '3 days ago'. */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return date.getTime() > now.getTime() ? 'just now' : formatDistance(date, now, { addSuffix: true });
}
