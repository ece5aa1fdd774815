// A server-rendered page hands the browser the answers it fetched (issue 15, ADR 0009): the
// server takes a snapshot of its request's query client and writes it into the HTML; the browser
// puts it into the page's client before hydrating, so the page renders the same markup and asks
// the API nothing for data it already has. Only successful answers travel: a failed one is asked
// again in the browser, which then shows the page's own error state.
// (TanStack Query's dehydrate/hydrate would do the same, at the cost of adding them to the shared
// @tanstack/react-query chunk every visitor downloads; QueryClient's own methods suffice here.)
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** What isFreshFromServer reads of a Query (any Query<TData, …> fits). */
export interface HandedOverQuery {
  state: { dataUpdatedAt: number };
}

export interface QuerySnapshotEntry {
  queryKey: QueryKey;
  data: unknown;
}

export type QuerySnapshot = QuerySnapshotEntry[];

/** The successful answers in `client`, as JSON-safe data. */
export function snapshotQueries(client: QueryClient): QuerySnapshot {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data }));
}

/** How long after hydration an answer the server handed over counts as just fetched. */
export const SERVER_HAND_OFF_MS = 10_000;

// The queries restored from the server's snapshot, with when (which is also their answer's dataUpdatedAt).
const handedOver = new WeakMap<HandedOverQuery, number>();

/**
 * Puts a snapshot's answers into `client`, counted as fetched now. The page they came with may have
 * waited in the shell's HTML cache (issue 26), which serves it only while the data versions it was
 * rendered from are current; counting the server's fetch time instead would make every page older
 * than QUERY_STALE_TIME_MS ask the API again on mount, and an answer that lands before a Suspense
 * boundary has hydrated changes that boundary's text under React (#418: a thrown-away server page).
 */
export function restoreQueries(client: QueryClient, snapshot: QuerySnapshot) {
  const restoredAt = Date.now();
  for (const { queryKey, data } of snapshot) {
    client.setQueryData(queryKey, data, { updatedAt: restoredAt });
    const query = client.getQueryCache().find({ queryKey, exact: true });
    if (query) handedOver.set(query, restoredAt);
  }
}

/**
 * Whether `query` still holds the answer the server handed over moments ago. Queries that are never
 * fresh (`staleTime: 0`) pass `refetchOnMount: (query) => !isFreshFromServer(query)`, so hydrating a
 * server-rendered page does not ask the API again for what the server just fetched; later visits do.
 */
export function isFreshFromServer(query: HandedOverQuery): boolean {
  const restoredAt = handedOver.get(query);
  // A refetch since (or setQueryData) changes dataUpdatedAt: the answer is no longer the server's.
  return restoredAt !== undefined && restoredAt === query.state.dataUpdatedAt && Date.now() - restoredAt < SERVER_HAND_OFF_MS;
}
