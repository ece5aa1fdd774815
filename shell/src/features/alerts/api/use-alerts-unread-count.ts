// The bell's count: fetched in the browser once the page is interactive (never on the server, never
// while hydrating), then every minute while the tab is visible and when the visitor comes back to
// it. The answer goes into the shared store (alertsUnreadCountAtom), where any remote can read it.
import { useQuery } from '@tanstack/react-query';
import {
  alertsUnreadCountAtom,
  alertsUnreadCountQueryKey,
  getAlerts,
  setAlertsUnreadCountAtom,
  useAtomValue,
  useIsClient,
  useSetAtom,
} from '@carmarket/shared';

/** How often the count is asked again while the tab is visible (TanStack Query pauses it in a hidden tab). */
export const ALERTS_COUNT_REFRESH_MS = 60_000;

/** The signed-in user's unread alerts; null until the first answer (and for no user). */
export function useAlertsUnreadCount(userId: string | undefined): number | null {
  const isClient = useIsClient();
  const setCount = useSetAtom(setAlertsUnreadCountAtom);
  useQuery({
    queryKey: alertsUnreadCountQueryKey(userId ?? ''),
    queryFn: async ({ signal }) => {
      // One alert is the smallest page; only the count of all unread ones is read.
      const { unreadCount } = await getAlerts({ pageSize: 1 }, signal);
      if (userId) setCount({ userId, count: unreadCount });
      return unreadCount;
    },
    enabled: isClient && Boolean(userId),
    refetchInterval: ALERTS_COUNT_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return useAtomValue(alertsUnreadCountAtom);
}
