// The zod-free rules and words of alert notifications by SMS and e-mail (issue 28), one definition for
// the contract, the API's senders and the settings and unsubscribe screens (which must not bundle zod:
// ADR 0007). In-app alerts (the bell) are always on; these are the channels besides it.

/** The channels an alert may also go out on. */
export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What each channel is called on screen and in messages. */
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = { sms: 'SMS', email: 'E-mail' };

/**
 * Daily alerts go out as one digest per user and channel at this hour, India time (IST, UTC+5:30):
 * the alerts raised since the previous digest.
 */
export const DAILY_DIGEST_HOUR_IST = 9;

/** Most alerts one digest lists by name (the rest are counted: "and 12 more"). */
export const DIGEST_ALERTS_LISTED = 10;

/** Most messages GET /api/v1/dev/outbox answers with. */
export const DEV_OUTBOX_LIMIT = 50;

export const NOTIFICATION_MESSAGES = {
  settings: 'Please send { sms } and/or { email } as true or false',
  noEmail: 'Please add an e-mail address to your profile to get alerts by e-mail',
  unavailable: (channel: NotificationChannel) => `${NOTIFICATION_CHANNEL_LABELS[channel]} alerts are not available yet`,
  unsubscribeInvalid: 'This unsubscribe link is not valid. Please sign in and change your alerts in Saved Searches',
  unsubscribed: (channel: NotificationChannel) =>
    channel === 'sms' ? 'You will no longer get alerts by SMS.' : 'You will no longer get alerts by e-mail.',
} as const;
