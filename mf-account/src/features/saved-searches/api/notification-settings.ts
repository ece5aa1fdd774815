// How alerts reach the user besides the bell (issue 28): the shared query of their SMS and e-mail
// channels, and the change of one, shown at once (optimistic) and taken back if the API refuses it.
// Changes are sent one after another (one mutation scope), so the API's answers arrive in the order
// the user clicked.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel, NotificationSettings } from '@carmarket/shared/api-contracts';
import {
  applyNotificationChange,
  type NotificationSettingsChange,
  notificationSettingsQuery,
  notificationSettingsQueryKey,
  updateNotificationSettings,
} from './notification-settings-calls';
import type { AccountServerLoader } from '../../../lib/account-queries';

export const NOTIFICATION_SETTINGS_FETCH_FAILED = 'Could not load how we send your alerts';

/** The channels change only on this screen (and by an unsubscribe link, which drops them): the data layer's default. */
export function useNotificationSettings(userId: string | undefined) {
  return useQuery(notificationSettingsQuery(userId));
}

/** The channels on the server: the signed-in user's, in the entry the screen reads. */
export const loadNotificationSettingsForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(notificationSettingsQuery(user.id));

const channelsOf = (change: NotificationSettingsChange) => Object.keys(change) as NotificationChannel[];

/** `settings` with the named channels taken from `source` (their state before a change, or the API's answer). */
function withChannels(settings: NotificationSettings, source: NotificationSettings, channels: NotificationChannel[]): NotificationSettings {
  const next = { ...settings };
  for (const channel of channels) next[channel] = source[channel];
  return next;
}

/** Turns channels on or off (PUT /api/v1/notifications/settings). */
export function useUpdateNotificationSettings(userId: string | undefined) {
  const queryClient = useQueryClient();
  const queryKey = notificationSettingsQueryKey(userId ?? '');
  const mutationKey = ['update-notification-settings', userId ?? ''];
  // This change is still counted among the pending ones while its callbacks run.
  const othersPending = () => queryClient.isMutating({ mutationKey }) > 1;
  return useMutation({
    mutationKey,
    scope: { id: `notification-settings:${userId ?? ''}` },
    mutationFn: updateNotificationSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<NotificationSettings>(queryKey);
      if (before) queryClient.setQueryData<NotificationSettings>(queryKey, applyNotificationChange(before, change));
      return { before };
    },
    onSuccess: (answer, change) => {
      // A later change still on its way keeps showing: only this change's channels take the answer.
      queryClient.setQueryData<NotificationSettings>(queryKey, (shown) =>
        shown && othersPending() ? withChannels(shown, answer, channelsOf(change)) : answer,
      );
    },
    onError: (_error, change, context) => {
      const before = context?.before;
      if (before)
        queryClient.setQueryData<NotificationSettings>(queryKey, (shown) => shown && withChannels(shown, before, channelsOf(change)));
      // After several changes in a row, what the API holds is asked once the last has settled.
      if (othersPending()) return;
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
