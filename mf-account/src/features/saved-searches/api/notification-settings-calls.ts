// The signed-in user's alert channels besides the bell (issue 28): GET/PUT
// /api/v1/notifications/settings, shown on /settings/saved-searches. Here, not in @carmarket/shared's
// data layer: only this screen calls them, and the shared singleton ships on every page (`/` is at
// its JavaScript ceiling). Routes and rules only, never the zod contracts (ADR 0007).
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, NOTIFICATION_SETTINGS_QUERY_ROOT } from '@carmarket/shared';
import {
  getNotificationSettingsRoute,
  updateNotificationSettingsRoute,
  type NotificationChannel,
  type NotificationChannelSetting,
  type NotificationSettings,
} from '@carmarket/shared/api-contracts';

export type { NotificationChannel, NotificationChannelSetting, NotificationSettings };

/** A change of channels: each one given is turned on (true) or off (false). */
export type NotificationSettingsChange = Partial<Record<NotificationChannel, boolean>>;

/** The signed-in user's channels (private: its root is one of PRIVATE_QUERY_ROOTS). */
export const notificationSettingsQueryKey = (userId: string) => [NOTIFICATION_SETTINGS_QUERY_ROOT, userId] as const;

/** GET api/v1/notifications/settings -> each channel: on or off, whether it can be sent, and where to. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return callEndpoint(getNotificationSettingsRoute, {}, signal ? { signal } : undefined);
}

/** PUT api/v1/notifications/settings { sms?, email? } -> the settings after the change. */
export function updateNotificationSettings(change: NotificationSettingsChange): Promise<NotificationSettings> {
  return callEndpoint(updateNotificationSettingsRoute, { body: change });
}

/** The signed-in user's channels; pass the user's id (queries for no user are disabled). */
export function notificationSettingsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: notificationSettingsQueryKey(userId ?? ''),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled: Boolean(userId),
  });
}

/** The settings as they will be once `change` is saved (what the screen shows while it saves). */
export function applyNotificationChange(settings: NotificationSettings, change: NotificationSettingsChange): NotificationSettings {
  const next = { ...settings };
  for (const channel of Object.keys(change) as NotificationChannel[]) {
    const enabled = change[channel];
    if (enabled !== undefined) next[channel] = { ...settings[channel], enabled };
  }
  return next;
}
