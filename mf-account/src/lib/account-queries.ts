// Every account screen reads the data layer's shared default (fresh for 30 s, ADR 0008) unless it
// states why not. A list that changes where this app cannot write the cache is never fresh: the
// screen shows what the cache holds at once and asks the API again on each visit. Today: My
// Listings (mf-sell creates and edits the cars), My Enquiries (mf-browse sends them) and Interested
// Buyers (other users send them). Screens whose data changes only here (the profile, the orders)
// update the cache when they save, so the default is exact for them.
// The one exception is hydrating a page the shell's server rendered: what it fetched for this
// very document moments ago is not asked again (issue 15: no second request).
import type { QueryClient } from '@tanstack/react-query';
import { isFreshFromServer, type HandedOverQuery, type User } from '@carmarket/shared';

export const REVALIDATE_ON_EVERY_VISIT = {
  staleTime: 0,
  refetchOnMount: (query: HandedOverQuery) => !isFreshFromServer(query),
} as const;

/**
 * One account screen's data on the shell's server (issue 15), beside the screen's api module: it
 * fills the request's query client under the keys the screen reads, for the signed-in `user` (the
 * API client sends that request's own token). An API failure is left to the screen.
 */
export type AccountServerLoader = (context: { queryClient: QueryClient; user: User }) => Promise<void>;
