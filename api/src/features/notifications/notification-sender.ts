// Alert messages go out through one NotificationSender per channel (SMS, e-mail), the shape of the
// OTP's SmsSender (auth/sms-sender.ts): the dev sender (dev-notification-sender.ts) outside
// production, or a real provider (smtp-email-sender.ts, sms-gateway-sender.ts) when configured.
// A channel with no sender is unavailable: nothing is planned or sent on it (in-app alerts go on).
import type { NotificationChannel } from '@carmarket/shared/api-contracts';

export interface NotificationMessage {
  /**
   * The delivery's id (a number as text): the idempotency key. A provider that takes one gets it, so
   * a delivery sent again after a stop mid-way (at-least-once) is still one message there.
   */
  deliveryId: string;
  channel: NotificationChannel;
  /** The 10-digit mobile number, or the e-mail address. */
  to: string;
  /** E-mail only; null for SMS. */
  subject: string | null;
  text: string;
  html?: string;
  /** The message's one-click unsubscribe link (also List-Unsubscribe of an e-mail). */
  unsubscribeUrl: string;
  kind: 'instant' | 'digest';
  /** How many alerts it tells of. */
  alertCount: number;
}

export interface NotificationSender {
  /** Resolves once the provider accepted the message; throws (with a message saying why) when it did not. */
  send(message: NotificationMessage): Promise<void>;
}

/** The senders this API has: a channel missing here is unavailable. */
export type NotificationSenders = Partial<Record<NotificationChannel, NotificationSender>>;
