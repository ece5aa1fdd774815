// The bell's list: the first page of the user's alerts, asked again each time the panel opens, and
// marking read (one alert as it is opened, or all). Every answer carries the unread count, which
// goes into the shared store, so the bell's badge follows at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  alertsQuery,
  alertsQueryKey,
  getAlerts,
  markAlertsRead,
  setAlertsUnreadCountAtom,
  useSetAtom,
  type AlertsPage,
} from '@carmarket/shared';

/** `open`: the panel is showing (its list is asked again on every opening). */
export function useAlerts(userId: string | undefined, open: boolean) {
  const setCount = useSetAtom(setAlertsUnreadCountAtom);
  return useQuery({
    ...alertsQuery(userId),
    queryFn: async ({ signal }) => {
      const page = await getAlerts({}, signal);
      if (userId) setCount({ userId, count: page.unreadCount });
      return page;
    },
    enabled: open && Boolean(userId),
    // Always stale: enabling the query again (the panel reopened) fetches the list afresh.
    staleTime: 0,
  });
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
      queryClient.setQueryData<AlertsPage>(
        alertsQueryKey(userId),
        (page) =>
          page && {
            ...page,
            alerts: page.alerts.map((alert) => (alert.readAt === null && marks(alert.id) ? { ...alert, readAt } : alert)),
          },
      );
    },
    onSuccess: ({ unreadCount }) => {
      if (userId) setCount({ userId, count: unreadCount });
    },
    // The list is asked again: what it shows read is what the API holds.
    onError: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey(userId ?? '') }),
  });
}
