// In-app alerts (issue 28): GET /api/v1/alerts and POST /api/v1/alerts/read, the unread count every
// app reads from the shared store (the shell's bell shows it; any remote may), and the words an
// alert and a price drop are shown with. The count is kept per user, so a count fetched for one
// user is never shown after they sign out or another user signs in.
import { callEndpoint } from '../api/api-client';
import type { Alert, AlertCar } from '../contracts/api/alerts';
import type { AlertKind } from '../contracts/api/alerts-rules';
import { getAlertsRoute, markAlertsReadRoute } from '../contracts/api/alerts-routes';
import { formatPriceChange } from '../domain/format';
import { sessionUserAtom } from '../session/session-atoms';
import { atom } from '../store/app-store';

export type { Alert, AlertCar, AlertKind };

export interface AlertsPage {
  alerts: Alert[];
  unreadCount: number;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** The signed-in user's alerts (private: 'alerts' is one of PRIVATE_QUERY_ROOTS). Plain data. */
export const alertsQueryKey = (userId: string) => ['alerts', userId] as const;
/** The unread count alone, under the same root, so sign-out drops it with the list. */
export const alertsUnreadCountQueryKey = (userId: string) => ['alerts', userId, 'unread-count'] as const;

/** GET api/v1/alerts?page&pageSize -> newest first, with the unread count of all the user's alerts. */
export function getAlerts(input: { page?: number; pageSize?: number } = {}, signal?: AbortSignal): Promise<AlertsPage> {
  return callEndpoint(getAlertsRoute, { query: input }, signal ? { signal } : undefined);
}

/** POST api/v1/alerts/read with { ids } or { all: true } -> how many were marked and how many stay unread. */
export function markAlertsRead(which: { ids: string[] } | { all: true }): Promise<{ marked: number; unreadCount: number }> {
  return callEndpoint(markAlertsReadRoute, { body: which });
}

// ---- The unread count in the shared store ------------------------------------------------------

/** Whose count it is: a count is only ever shown to the user it was fetched for. */
const unreadCountBaseAtom = atom<{ userId: string; count: number } | null>(null);

/** The signed-in user's unread alerts; null until fetched (or when signed out). */
export const alertsUnreadCountAtom = atom((get) => {
  const userId = get(sessionUserAtom)?.id;
  const known = get(unreadCountBaseAtom);
  return userId !== undefined && known?.userId === userId ? known.count : null;
});

/** Records the count the API answered for `userId` (any answer that carries unreadCount). */
export const setAlertsUnreadCountAtom = atom(null, (_get, set, answer: { userId: string; count: number }) => {
  set(unreadCountBaseAtom, { userId: answer.userId, count: Math.max(0, answer.count) });
});

// ---- Words -------------------------------------------------------------------------------------

// formatPriceChange lives with the other money formats (domain/format.ts): the API's SMS and
// e-mail texts say a drop the same way.
export { formatPriceChange };

/** 'Price dropped by ₹45,000' (the bell's list and the car page say it the same way). */
export function priceDropText(amount: number): string {
  return `Price dropped by ${formatPriceChange(amount)}`;
}

/** The heading of one alert in the bell's list. */
export function alertTitle(alert: Pick<Alert, 'kind' | 'oldPrice' | 'newPrice' | 'savedSearch'>): string {
  if (alert.kind === 'price-drop') {
    return alert.oldPrice !== null && alert.oldPrice > alert.newPrice ? priceDropText(alert.oldPrice - alert.newPrice) : 'Price changed';
  }
  const searchName = alert.savedSearch?.name ?? 'your saved search';
  // A saved-search alert with no old price is a car just listed; with one, a car re-priced.
  return alert.oldPrice === null ? `New match for ${searchName}` : `Price changed for ${searchName}`;
}
