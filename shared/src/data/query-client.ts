// The browser's one data layer (ADR 0008): TanStack Query, shared as a federated singleton.
// The shell creates one QueryClient per page (AppProviders) and every remote reads it through
// React context, so a query key names the same cache entry in every app. Nothing here keeps a
// client at module level: a server rendering a page (issue 15) creates one per request, fills
// it, dehydrates it into the HTML, and the browser hydrates the shell's client from it.
import { QueryClient } from '@tanstack/react-query';

/** How long an answer counts as fresh: a screen opened again within it asks the API nothing. */
export const QUERY_STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        // A failure shows the screen's error with Retry at once (the spec's texts), as before
        // the query layer; retries are the visitor's choice.
        retry: false,
        // Pages ask the API once per visit (e2e counts requests); focus does not refetch.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
