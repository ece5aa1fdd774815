// The bell's list: the user's alerts page by page (the first page, then "Show more alerts" appends
// the next), asked again each time the panel opens, and marking read (one alert as it is opened, or
// all). Every answer carries the unread count, which goes into the shared store, so the bell's
// badge follows at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertsQueryKey,
  getAlerts,
  markAlertsRead,
  setAlertsUnreadCountAtom,
  useSetAtom,
  type Alert,
  type AlertsPage,
} from '@carmarket/shared';

/**
 * The pages the bell has loaded, under the alerts' private root (dropped at sign-out) but apart
 * from alertsQueryKey, whose entry holds one page as plain data.
 */
export const alertPagesQueryKey = (userId: string) => ['alerts', userId, 'pages'] as const;

/**
 * The loaded pages, oldest first. A plain query, not react-query's infinite one: the shared
 * react-query surface (tooling/webpack-config/shared-modules/react-query.mjs) ships on every page,
 * and the infinite query's observer would add its bytes to `/` for this one list.
 */
export interface AlertPages {
  pages: AlertsPage[];
}

/** The next page's number, or undefined after the last. */
export const nextAlertsPage = (last: AlertsPage): number | undefined => (last.page < last.pageCount ? last.page + 1 : undefined);

/** The pages' alerts in order, each once: an alert raised between two pages shifts the next page by one. */
export function alertsOfPages(pages: readonly AlertsPage[]): Alert[] {
  const seen = new Set<string>();
  return pages.flatMap((page) => page.alerts).filter((alert) => !seen.has(alert.id) && Boolean(seen.add(alert.id)));
}

type MoreState = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; error: unknown };

/** `open`: the panel is showing (its list is asked again, from the first page, on every opening). */
export function useAlerts(userId: string | undefined, open: boolean) {
  const queryClient = useQueryClient();
  const setCount = useSetAtom(setAlertsUnreadCountAtom);
  const key = useMemo(() => alertPagesQueryKey(userId ?? ''), [userId]);
  const query = useQuery({
    queryKey: key,
    // Asked afresh, the list is its first page again (asked as the count and the list always were: no page in the URL).
    queryFn: async ({ signal }): Promise<AlertPages> => {
      const page = await getAlerts({}, signal);
      if (userId) setCount({ userId, count: page.unreadCount });
      return { pages: [page] };
    },
    enabled: open && Boolean(userId),
    // Always stale: enabling the query again (the panel reopened) fetches the list afresh.
    staleTime: 0,
  });

  // Closed, the panel keeps its first page only: reopened, it shows that while it asks for it again.
  useEffect(() => {
    if (open) return;
    queryClient.setQueryData<AlertPages>(key, (data) => (data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1) } : data));
  }, [open, queryClient, key]);

  const [more, setMore] = useState<MoreState>({ state: 'idle' });
  // A page still loading when the panel goes (or the user changes) is not waited for.
  const moreRequest = useRef<AbortController | null>(null);
  useEffect(() => () => moreRequest.current?.abort(), [key]);
  /** Appends the next page; resolves with the pages after it (unchanged when there was none or it failed). */
  const fetchNextPage = useCallback(async (): Promise<{ data: AlertPages | undefined }> => {
    const current = queryClient.getQueryData<AlertPages>(key);
    const last = current?.pages.at(-1);
    const next = last && nextAlertsPage(last);
    if (!next) return { data: current };
    setMore({ state: 'loading' });
    moreRequest.current?.abort();
    const request = new AbortController();
    moreRequest.current = request;
    try {
      const page = await getAlerts({ page: next }, request.signal);
      if (userId) setCount({ userId, count: page.unreadCount });
      const data = queryClient.setQueryData<AlertPages>(key, (pages) => pages && { pages: [...pages.pages, page] });
      setMore({ state: 'idle' });
      return { data };
    } catch (error) {
      setMore({ state: 'failed', error });
      return { data: current };
    }
  }, [queryClient, key, userId, setCount]);

  const alerts = useMemo(() => alertsOfPages(query.data?.pages ?? []), [query.data]);
  const last = query.data?.pages.at(-1);
  return {
    ...query,
    error: query.error ?? (more.state === 'failed' ? more.error : null),
    alerts,
    hasNextPage: last !== undefined && nextAlertsPage(last) !== undefined,
    fetchNextPage,
    isFetchingNextPage: more.state === 'loading',
    isFetchNextPageError: more.state === 'failed',
  };
}

/** Marks alerts read: the list shows them read at once; the count is the API's answer. */
export function useMarkAlertsRead(userId: string | undefined) {
  const queryClient = useQueryClient();
  const setCount = useSetAtom(setAlertsUnreadCountAtom);
  return useMutation({
    mutationFn: markAlertsRead,
    onMutate: (which) => {
      if (!userId) return;
      const readAt = new Date().toISOString();
      const marks = (id: string) => ('all' in which ? true : which.ids.includes(id));
      const markPage = (page: AlertsPage): AlertsPage => ({
        ...page,
        alerts: page.alerts.map((alert) => (alert.readAt === null && marks(alert.id) ? { ...alert, readAt } : alert)),
      });
      queryClient.setQueryData<AlertPages>(alertPagesQueryKey(userId), (data) => data && { pages: data.pages.map(markPage) });
    },
    onSuccess: ({ unreadCount }) => {
      if (userId) setCount({ userId, count: unreadCount });
    },
    // The list is asked again (every alerts entry of the user): what it shows read is what the API holds.
    onError: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(userId ?? '') }),
  });
}
