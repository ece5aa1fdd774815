// The unsubscribe link's call (issue 28): POST /api/v1/notifications/unsubscribe { token } -> the
// channel now off and where it went. No session needed; 400 with NOTIFICATION_MESSAGES.unsubscribeInvalid
// for a token that is not the API's. Routes only, never the zod contracts (ADR 0007).
import { callEndpoint } from '@carmarket/shared';
import { unsubscribeRoute, type NotificationChannel } from '@carmarket/shared/api-contracts';

export function unsubscribe(token: string): Promise<{ channel: NotificationChannel; to: string | null }> {
  return callEndpoint(unsubscribeRoute, { body: { token } });
}
