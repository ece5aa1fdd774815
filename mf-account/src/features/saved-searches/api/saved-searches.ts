// The account's saved searches: the shared query (savedSearchesQuery from @carmarket/shared), the
// same cache entry mf-browse's "Save this search" adds to. Renames, alert changes, deletions and
// "seen" answers replace the entry in that list once the API has answered.
import { useQuery } from '@tanstack/react-query';
import {
  deleteSavedSearch,
  markSavedSearchSeen,
  type SavedSearch,
  type SavedSearchAlert,
  savedSearchesQuery,
  savedSearchesQueryKey,
  updateSavedSearch,
} from '@carmarket/shared';
import { REVALIDATE_ON_EVERY_VISIT, type AccountServerLoader } from '../../../lib/account-queries';
import { useListMutation } from '../../../lib/use-list-mutation';

export const SAVED_SEARCHES_FETCH_FAILED = 'Failed to fetch your saved searches';

/** Searches are saved on /buy-car and their new matches change as cars are listed: asked again on each visit. */
export function useSavedSearches(userId: string | undefined) {
  return useQuery({ ...savedSearchesQuery(userId), ...REVALIDATE_ON_EVERY_VISIT });
}

/** Saved searches on the server: the signed-in user's list, in the entry the screen reads. */
export const loadSavedSearchesForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(savedSearchesQuery(user.id));

const replaceEntry = (list: SavedSearch[], answer: SavedSearch) => list.map((entry) => (entry.id === answer.id ? answer : entry));

export interface SavedSearchChange {
  id: string;
  name?: string;
  alert?: SavedSearchAlert;
}

/** Renames a search or changes its alert (PUT /:id). */
export function useUpdateSavedSearch(userId: string | undefined) {
  return useListMutation<SavedSearch, SavedSearchChange, SavedSearch>(
    savedSearchesQueryKey(userId ?? ''),
    ({ id, ...changes }) => updateSavedSearch(id, changes),
    replaceEntry,
  );
}

/** Deletes a search (DELETE /:id). */
export function useDeleteSavedSearch(userId: string | undefined) {
  return useListMutation<SavedSearch, string, unknown>(savedSearchesQueryKey(userId ?? ''), deleteSavedSearch, (list, _answer, id) =>
    list.filter((entry) => entry.id !== id),
  );
}

/** The search was opened (POST /:id/seen): its new matches are seen, its badge goes. */
export function useMarkSavedSearchSeen(userId: string | undefined) {
  return useListMutation<SavedSearch, string, SavedSearch>(savedSearchesQueryKey(userId ?? ''), markSavedSearchSeen, replaceEntry);
}
