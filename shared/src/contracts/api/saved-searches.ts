// Contracts of saved searches (issue 28): a signed-in user's named listing filters, stored as the
// listing's own query model (listingQuerySchema without the page), each with its alert setting and
// the count of cars listed since the user last opened it. Rules and messages: saved-search-rules.ts.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { listingQuerySchema } from '../../listing/listing-query';
import { defineEndpoint } from './endpoint';
import { idParams, ruleCheck } from './request-fields';
import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCH_QUERY_MAX_LENGTH,
  savedSearchNameProblem,
} from './saved-search-rules';

export {
  DEFAULT_SAVED_SEARCH_ALERT,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCH_QUERY_MAX_LENGTH,
  SAVED_SEARCHES_LIMIT,
  savedSearchNameProblem,
  type SavedSearchAlert,
} from './saved-search-rules';
export { defaultSavedSearchName, summariseListingFilters } from '../../listing/saved-search-text';

/** The filters and sort of a listing query: what /buy-car?… shows when the search is opened. */
export const savedSearchQuerySchema = z.omit(listingQuerySchema, { page: true, pageSize: true });
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

/** The query a request sends: unknown keys (a page, a typo) are refused, not dropped; its size is bounded. */
const savedSearchQueryInput = z
  .strictObject(savedSearchQuerySchema.shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? undefined : SAVED_SEARCH_MESSAGES.query),
  })
  .check(z.refine((query) => JSON.stringify(query).length <= SAVED_SEARCH_QUERY_MAX_LENGTH, SAVED_SEARCH_MESSAGES.queryTooLong));

const alertSchema = z.enum(SAVED_SEARCH_ALERTS, { error: SAVED_SEARCH_MESSAGES.alert });
const nameSchema = z.string({ error: SAVED_SEARCH_MESSAGES.name }).check(z.trim(), ruleCheck(savedSearchNameProblem));

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  alert: z.enum(SAVED_SEARCH_ALERTS),
  /** Cars the listing shows for `query` that were listed after lastSeenAt. */
  newMatches: z.number(),
  lastSeenAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const savedSearchAnswer = z.object({ savedSearch: savedSearchSchema });

/** The user's searches, newest first, each with its count of new matches. */
export const getSavedSearchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/saved-searches',
  response: z.object({ savedSearches: z.array(savedSearchSchema) }),
});

/**
 * Saves the filters (201). Without a name (or a blank one) the search is named from its filters
 * (defaultSavedSearchName); the alert defaults to daily. New matches count from now. At most
 * SAVED_SEARCHES_LIMIT per user (409).
 */
export const createSavedSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/saved-searches',
  body: z.strictObject({
    name: z.optional(
      z
        .string({ error: SAVED_SEARCH_MESSAGES.name })
        .check(z.trim(), z.maxLength(SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCH_MESSAGES.name)),
    ),
    query: savedSearchQueryInput,
    alert: z.optional(alertSchema),
  }),
  response: savedSearchAnswer,
});

/** Renames the search, changes its alert, or both. */
export const updateSavedSearchEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/saved-searches/:id',
  params: idParams('id'),
  body: z
    .strictObject({ name: z.optional(nameSchema), alert: z.optional(alertSchema) })
    .check(z.refine((body) => body.name !== undefined || body.alert !== undefined, SAVED_SEARCH_MESSAGES.nothingToChange)),
  response: savedSearchAnswer,
});

export const deleteSavedSearchEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/v1/saved-searches/:id',
  params: idParams('id'),
  response: z.object({ message: z.string() }),
});

/** The user opened the search: its new matches are seen (lastSeenAt = now, newMatches 0). */
export const markSavedSearchSeenEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/saved-searches/:id/seen',
  params: idParams('id'),
  response: savedSearchAnswer,
});
