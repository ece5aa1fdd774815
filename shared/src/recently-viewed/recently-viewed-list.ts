// The rules of a recently viewed list, one for the device and the account alike: one entry per car
// (its newest view), newest first, at most RECENTLY_VIEWED_LIMIT. Pure functions of plain data.
import { CAR_ID_PATTERN, RECENTLY_VIEWED_LIMIT } from '../contracts/api/recently-viewed-rules';

export { RECENTLY_VIEWED_LIMIT };

/** A car the visitor opened and when (ISO time). */
export interface RecentlyViewedEntry {
  carId: string;
  viewedAt: string;
}

const timeOf = (entry: RecentlyViewedEntry) => Date.parse(entry.viewedAt);

/** Both lists as one: each car once with its newest time, newest first, the newest LIMIT kept. */
export function mergeRecentlyViewed(...lists: readonly (readonly RecentlyViewedEntry[])[]): RecentlyViewedEntry[] {
  const newest = new Map<string, RecentlyViewedEntry>();
  for (const entry of lists.flat()) {
    const known = newest.get(entry.carId);
    if (!known || timeOf(entry) > timeOf(known)) newest.set(entry.carId, entry);
  }
  return [...newest.values()]
    .sort((a, b) => timeOf(b) - timeOf(a) || (a.carId < b.carId ? -1 : a.carId > b.carId ? 1 : 0))
    .slice(0, RECENTLY_VIEWED_LIMIT);
}

/** The list after the visitor opened `carId` at `at`: that car first, once. */
export function addViewToList(list: readonly RecentlyViewedEntry[], carId: string, at: Date): RecentlyViewedEntry[] {
  return mergeRecentlyViewed([{ carId, viewedAt: at.toISOString() }], list);
}

/** A stored list read defensively: the valid entries of whatever is there (an old, edited or foreign value), never an error. */
export function parseRecentlyViewed(raw: string | null): RecentlyViewedEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const entries = value.flatMap((item: unknown): RecentlyViewedEntry[] => {
    if (!item || typeof item !== 'object') return [];
    const { carId, viewedAt } = item as Record<string, unknown>;
    if (typeof carId !== 'string' || !CAR_ID_PATTERN.test(carId) || typeof viewedAt !== 'string') return [];
    const time = Date.parse(viewedAt);
    return Number.isNaN(time) ? [] : [{ carId, viewedAt: new Date(time).toISOString() }];
  });
  return mergeRecentlyViewed(entries);
}
