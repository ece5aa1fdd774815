// A server-rendered page hands the browser the answers it fetched (issue 15, ADR 0009): the
// server takes a snapshot of its request's query client and writes it into the HTML; the browser
// puts it into the page's client before hydrating, so the page renders the same markup and asks
// the API nothing for data it already has. Only successful answers travel: a failed one is asked
// again in the browser, which then shows the page's own error state.
// (TanStack Query's dehydrate/hydrate would do the same, at the cost of adding them to the shared
// @tanstack/react-query chunk every visitor downloads; QueryClient's own methods suffice here.)
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface QuerySnapshotEntry {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

export type QuerySnapshot = QuerySnapshotEntry[];

/** The successful answers in `client`, as JSON-safe data. */
export function snapshotQueries(client: QueryClient): QuerySnapshot {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/** Puts a snapshot's answers into `client`, as fresh as they were when the server fetched them. */
export function restoreQueries(client: QueryClient, snapshot: QuerySnapshot) {
  for (const { queryKey, data, updatedAt } of snapshot) client.setQueryData(queryKey, data, { updatedAt });
}
