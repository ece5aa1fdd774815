// The zod-free rules of saved searches and their messages, one definition for the contract, the API
// and the "Save this search" and /settings/saved-searches forms (which must not bundle zod: ADR 0007).
import type { FieldProblem } from './field-rule';

/** Most saved searches one user keeps, and the longest name. */
export const SAVED_SEARCHES_LIMIT = 50;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/**
 * The longest a search's filters may be as JSON (characters). The listing takes 50 values of 100
 * characters per list, far more than anyone picks; this keeps a user's SAVED_SEARCHES_LIMIT searches
 * one small answer (at most ~600 kB in 3-byte characters, within the API's response budget).
 */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 4000;

/** How often the user hears of new matches: at once, in the daily digest, or never. */
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
export const DEFAULT_SAVED_SEARCH_ALERT: SavedSearchAlert = 'daily';

export const SAVED_SEARCH_MESSAGES = {
  name: `Please give the search a name of 1-${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
  alert: 'Please choose instant, daily or off for the alert',
  query: 'Please send the search filters as the listing takes them',
  queryTooLong: 'This search has too many filters to save. Please remove some and try again',
  nothingToChange: 'Please give a new name or alert',
  limit: `You can keep up to ${SAVED_SEARCHES_LIMIT} saved searches. Please delete one to save another`,
  notFound: 'Saved search not found',
  deleted: 'Saved search deleted',
} as const;

/** 1 to SAVED_SEARCH_NAME_MAX_LENGTH characters once trimmed. */
export function savedSearchNameProblem(name: string): FieldProblem {
  const length = name.trim().length;
  return length < 1 || length > SAVED_SEARCH_NAME_MAX_LENGTH ? SAVED_SEARCH_MESSAGES.name : undefined;
}
