// One column of the comparison per id of the URL, from that id's car query: its car, still
// loading, gone (404: deleted, or never listed), or failed (anything else, with Retry).
import { ApiError, apiErrorMessage, MESSAGES } from '@carmarket/shared';
import { normaliseCarDetail, type CarDetail } from '../car-detail/car-detail';

export type CompareColumn =
  | { id: string; state: 'car'; car: CarDetail }
  | { id: string; state: 'loading' }
  | { id: string; state: 'not-found' }
  | { id: string; state: 'failed'; message: string };

/** What a column needs of its query's result (TanStack Query's UseQueryResult fits). */
export interface CarQueryResult {
  data?: unknown;
  error: unknown;
}

export function compareColumnOf(id: string, result: CarQueryResult | undefined): CompareColumn {
  if (result?.data) return { id, state: 'car', car: normaliseCarDetail(result.data) };
  const error = result?.error;
  if (error instanceof ApiError && error.status === 404) return { id, state: 'not-found' };
  if (error) return { id, state: 'failed', message: apiErrorMessage(error, MESSAGES.somethingWentWrong) };
  return { id, state: 'loading' };
}

/** The columns' cars, null where a column has none (for the rows). */
export function carsOfColumns(columns: readonly CompareColumn[]): (CarDetail | null)[] {
  return columns.map((column) => (column.state === 'car' ? column.car : null));
}

/** 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
