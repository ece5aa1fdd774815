// "Save this search": POST /api/v1/saved-searches. The answer goes first into the shared list
// (savedSearchesQueryKey) when it is cached, so mf-account's /settings/saved-searches shows it
// without asking again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createSavedSearch,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchQuery,
  savedSearchesQueryKey,
  useSessionUser,
} from '@carmarket/shared';

export interface NewSavedSearch {
  name: string;
  query: SavedSearchQuery;
  alert: SavedSearchAlert;
}

export function useCreateSavedSearch() {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: NewSavedSearch) => createSavedSearch(search),
    onSuccess: (saved) => {
      if (!user) return;
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQueryKey(user.id), (list) => list && [saved, ...list]);
    },
  });
}
