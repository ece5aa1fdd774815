// Contracts of alert notifications (issue 28): the signed-in user's choice per channel (SMS to their
// mobile number, e-mail to their profile's address), the unsubscribe link's call (no sign-in: the
// link carries a signed token) and, outside production, the development outbox the dev senders
// write to. Rules and words: notification-rules.ts.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { DEV_OUTBOX_LIMIT, NOTIFICATION_CHANNELS, NOTIFICATION_MESSAGES } from './notification-rules';
import { defineEndpoint } from './endpoint';

export {
  DAILY_DIGEST_HOUR_IST,
  DEV_OUTBOX_LIMIT,
  DIGEST_ALERTS_LISTED,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
} from './notification-rules';

/** One channel as the settings show it. */
export const notificationChannelSettingSchema = z.object({
  /** The user's choice (on by default). */
  enabled: z.boolean(),
  /** Whether this API can send on the channel at all (a provider, or the dev outbox, is configured). */
  available: z.boolean(),
  /** Where it goes: the masked mobile number ('+91******3210'), the profile's e-mail; null when there is none. */
  to: z.nullable(z.string()),
});
export type NotificationChannelSetting = z.infer<typeof notificationChannelSettingSchema>;

export const notificationSettingsSchema = z.object({
  sms: notificationChannelSettingSchema,
  email: notificationChannelSettingSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The signed-in user's channels. */
export const getNotificationSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/notifications/settings',
  response: notificationSettingsSchema,
});

/** Turns channels on or off; the answer is the settings after the change. */
export const updateNotificationSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/v1/notifications/settings',
  body: z
    .strictObject({ sms: z.optional(z.boolean()), email: z.optional(z.boolean()) }, { error: NOTIFICATION_MESSAGES.settings })
    .check(z.refine((body) => body.sms !== undefined || body.email !== undefined, NOTIFICATION_MESSAGES.settings)),
  response: notificationSettingsSchema,
});

/**
 * The unsubscribe link's call, without a session: the token (signed by the API, naming the user and
 * the channel) turns that channel off. Calling it again is harmless. 400 NOTIFICATION_MESSAGES.unsubscribeInvalid
 * for a token that is not the API's.
 */
export const unsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/notifications/unsubscribe',
  body: z.strictObject(
    {
      token: z
        .string({ error: NOTIFICATION_MESSAGES.unsubscribeInvalid })
        .check(z.minLength(1, NOTIFICATION_MESSAGES.unsubscribeInvalid), z.maxLength(1000, NOTIFICATION_MESSAGES.unsubscribeInvalid)),
    },
    { error: NOTIFICATION_MESSAGES.unsubscribeInvalid },
  ),
  /** The channel now off, and where it went (masked mobile number or e-mail). */
  response: z.object({ channel: z.enum(NOTIFICATION_CHANNELS), to: z.nullable(z.string()) }),
});

/** A message the dev senders wrote instead of sending it. */
export const outboxMessageSchema = z.object({
  /** The delivery's id (a number as text): a delivery sent twice is still one message here. */
  id: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  /** The full mobile number (10 digits) or e-mail address. */
  to: z.string(),
  /** E-mail only; null for SMS. */
  subject: z.nullable(z.string()),
  text: z.string(),
  /** The unsubscribe link the message carries (on the site, /alerts/unsubscribe?token=…). */
  unsubscribeUrl: z.string(),
  /** 'instant' (one alert) or 'digest' (a day's alerts). */
  kind: z.enum(['instant', 'digest']),
  /** How many alerts it tells of. */
  alertCount: z.number(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Local runs and e2e only (never registered in production): the newest messages sent to `to`, newest first. */
export const getDevOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/dev/outbox',
  query: z.object({ to: z.string().check(z.minLength(1, 'Please give to (a mobile number or e-mail address)'), z.maxLength(200)) }),
  response: z.object({ messages: z.array(outboxMessageSchema).check(z.maxLength(DEV_OUTBOX_LIMIT)) }),
});
