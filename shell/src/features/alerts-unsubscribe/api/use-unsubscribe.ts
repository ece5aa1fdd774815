// The unsubscribe link's call (issue 28): POST /api/v1/notifications/unsubscribe with the link's
// token, made only when the visitor presses Unsubscribe (mail scanners open links; a GET must
// change nothing). A 400 is a token that is not the API's: nothing to try again. Any other failure
// (no answer, a server error) can be tried again.
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, ApiError, NOTIFICATION_SETTINGS_QUERY_ROOT } from '@carmarket/shared';
import { NOTIFICATION_MESSAGES, type NotificationChannel } from '@carmarket/shared/api-contracts';
import { unsubscribe } from './unsubscribe-call';

export const UNSUBSCRIBE_FAILED = 'Could not unsubscribe just now. Please check your connection and try again.';

export type UnsubscribeStatus =
  | { state: 'ready' }
  | { state: 'sending' }
  | { state: 'done'; channel: NotificationChannel }
  | { state: 'invalid'; message: string }
  | { state: 'failed'; message: string };

/** `token`: the link's, or null when it has none (the invalid link's message, nothing to send). */
export function useUnsubscribe(token: string | null) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<UnsubscribeStatus>(() =>
    token ? { state: 'ready' } : { state: 'invalid', message: NOTIFICATION_MESSAGES.unsubscribeInvalid },
  );
  const send = useCallback(async () => {
    if (!token) return;
    setStatus({ state: 'sending' });
    try {
      const { channel } = await unsubscribe(token);
      setStatus({ state: 'done', channel });
      // A signed-in visitor's settings screen shows the channel off.
      void queryClient.invalidateQueries({ queryKey: [NOTIFICATION_SETTINGS_QUERY_ROOT] });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        setStatus({ state: 'invalid', message: apiErrorMessage(error, NOTIFICATION_MESSAGES.unsubscribeInvalid) });
      } else {
        setStatus({ state: 'failed', message: apiErrorMessage(error, UNSUBSCRIBE_FAILED) });
      }
    }
  }, [queryClient, token]);
  return { status, send };
}
