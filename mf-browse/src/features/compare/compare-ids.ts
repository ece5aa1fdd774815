// The compare page's state is its URL: /compare?ids=a,b,c. Parsing keeps at most COMPARE_LIMIT
// well-formed, distinct ids in their order, so every spelling of one comparison (spaces, repeats,
// a fourth id, %2C for the commas) has one canonical URL, which the page writes back and links to.

/** How many cars a comparison holds. */
export const COMPARE_LIMIT = 3;

export const COMPARE_PATH = '/compare';

/** A car id as the API issues them (UUIDs; seeded and test ids are word characters and dashes). */
const CAR_ID = /^[A-Za-z0-9_-]{1,100}$/;

export interface ParsedCompareIds {
  /** The ids the page compares, in order. */
  ids: string[];
  /** Well-formed distinct ids past the limit, which the page leaves out (and says so). */
  overLimit: string[];
}

/** The `ids` parameter of a query string ('?ids=a,b' or URLSearchParams), parsed. */
export function parseCompareIds(search: string | URLSearchParams): ParsedCompareIds {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const distinct: string[] = [];
  // `ids` may also be repeated (?ids=a&ids=b), as a form would send it.
  for (const value of params.getAll('ids')) {
    for (const part of value.split(',')) {
      const id = part.trim();
      if (CAR_ID.test(id) && !distinct.includes(id)) distinct.push(id);
    }
  }
  return { ids: distinct.slice(0, COMPARE_LIMIT), overLimit: distinct.slice(COMPARE_LIMIT) };
}

/** The canonical query string of a comparison: '?ids=a,b,c' (commas unescaped: readable when shared), '' for none. */
export function compareSearch(ids: readonly string[]): string {
  const kept = parseCompareIds(new URLSearchParams({ ids: ids.join(',') })).ids;
  return kept.length > 0 ? `?ids=${kept.join(',')}` : '';
}

/** The canonical URL path of a comparison: '/compare?ids=a,b,c'. */
export function compareHref(ids: readonly string[]): string {
  return `${COMPARE_PATH}${compareSearch(ids)}`;
}

/** Whether a location's query string already is the canonical one for its ids. */
export function isCanonicalCompareSearch(search: string): boolean {
  const { ids } = parseCompareIds(search);
  return search === compareSearch(ids) || (ids.length === 0 && (search === '' || search === '?'));
}
