// Saved searches (issue 28): GET/POST/PUT/DELETE /api/v1/saved-searches and POST /:id/seen. One
// query key for every app: mf-browse's "Save this search" adds to the list mf-account's
// /settings/saved-searches reads, so a search saved on /buy-car shows there without a reload.
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';
import type { SavedSearch, SavedSearchAlert, SavedSearchQuery } from '../contracts/api/saved-searches';
import {
  createSavedSearchRoute,
  deleteSavedSearchRoute,
  getSavedSearchesRoute,
  markSavedSearchSeenRoute,
  updateSavedSearchRoute,
} from '../contracts/api/saved-searches-routes';

export type { SavedSearch, SavedSearchAlert, SavedSearchQuery };

/** The signed-in user's searches (private: dropped from the cache at sign-out). Plain data. */
export const savedSearchesQueryKey = (userId: string) => ['saved-searches', userId] as const;

/** GET api/v1/saved-searches -> newest first, each with its count of new matches. */
export async function getSavedSearches(): Promise<SavedSearch[]> {
  const body = await callEndpoint(getSavedSearchesRoute, {});
  return body.savedSearches;
}

/** POST api/v1/saved-searches { name?, query, alert? } (409 past the limit, with the API's message). */
export async function createSavedSearch(input: { name?: string; query: SavedSearchQuery; alert?: SavedSearchAlert }): Promise<SavedSearch> {
  const body = await callEndpoint(createSavedSearchRoute, { body: input });
  return body.savedSearch;
}

/** PUT api/v1/saved-searches/:id { name?, alert? }. */
export async function updateSavedSearch(id: string, changes: { name?: string; alert?: SavedSearchAlert }): Promise<SavedSearch> {
  const body = await callEndpoint(updateSavedSearchRoute, { params: { id }, body: changes });
  return body.savedSearch;
}

/** DELETE api/v1/saved-searches/:id. */
export function deleteSavedSearch(id: string): Promise<{ message: string }> {
  return callEndpoint(deleteSavedSearchRoute, { params: { id } });
}

/** POST api/v1/saved-searches/:id/seen: the search was opened, its new matches are seen. */
export async function markSavedSearchSeen(id: string): Promise<SavedSearch> {
  const body = await callEndpoint(markSavedSearchSeenRoute, { params: { id } });
  return body.savedSearch;
}

/** The signed-in user's saved searches; pass the user's id (queries for no user are disabled). */
export function savedSearchesQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: savedSearchesQueryKey(userId ?? ''),
    queryFn: () => getSavedSearches(),
    enabled: Boolean(userId),
  });
}
