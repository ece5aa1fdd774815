// Mobile paging of 'Search by Popular Cities' (spec §9: 6 per page). Pure, so it is tested alone.

export const CITIES_PER_MOBILE_PAGE = 6;

export interface Page<T> {
  items: readonly T[];
  /** Zero-based, clamped into range. */
  pageIndex: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

export function pageOf<T>(items: readonly T[], pageIndex: number, perPage: number = CITIES_PER_MOBILE_PAGE): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const index = Math.min(Math.max(0, Math.floor(pageIndex)), pageCount - 1);
  return {
    items: items.slice(index * size, index * size + size),
    pageIndex: index,
    pageCount,
    hasPrevious: index > 0,
    hasNext: index < pageCount - 1,
  };
}
