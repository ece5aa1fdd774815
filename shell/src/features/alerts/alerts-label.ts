// The bell's words: its accessible name carries the count, its badge shows it short.

/** 'Alerts, 3 unread'; 'Alerts' when none are unread or the count is not known yet. */
export function alertsButtonLabel(unreadCount: number | null): string {
  return unreadCount ? `Alerts, ${unreadCount} unread` : 'Alerts';
}

/** The badge's text: the count, '99+' past 99. */
export function alertsBadgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount);
}
