// Alert notifications as the app holds them: the senders per channel (the configured provider, the
// dev outbox outside production, or none: unavailable), the site's origin for links, the unsubscribe
// tokens, and the run the 'alerts' schedule and the housekeeping call right after matching: plan the
// new alerts into deliveries, then send what is due.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createDevNotificationSender } from './dev-notification-sender';
import { planDeliveries, type PlanningResult } from './delivery-planning';
import { sendDueDeliveries, type SendingResult } from './delivery-sending';
import { DEFAULT_SITE_URL } from './notification-config';
import type { NotificationSender, NotificationSenders } from './notification-sender';
import { createSmsGatewaySender, type SmsGatewaySettings } from './sms-gateway-sender';
import { createSmtpEmailSender, type SmtpSettings } from './smtp-email-sender';
import { createUnsubscribeTokens, type UnsubscribeTokens } from './unsubscribe-tokens';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '@carmarket/shared/api-contracts';

/** buildApp's `notifications` (config.ts reads them from SITE_URL, SMTP_URL, ALERTS_EMAIL_FROM, SMS_GATEWAY_*). */
export interface NotificationOptions {
  /** The web app's public origin, for the links in messages. Default http://localhost:3000. */
  siteUrl?: string;
  smtp?: SmtpSettings | null;
  smsGateway?: SmsGatewaySettings | null;
  /** Senders used instead of the configured or dev ones (tests). */
  senders?: NotificationSenders;
}

export interface AlertNotifications {
  /** A channel missing here is unavailable. */
  senders: NotificationSenders;
  siteUrl: string;
  tokens: UnsubscribeTokens;
  /** Plans new alerts into deliveries and sends what is due. */
  run(): Promise<{ planned: PlanningResult; sent: SendingResult }>;
  close(): void;
}

export function createAlertNotifications(deps: {
  db: Kysely<Database>;
  clock: Clock;
  production: boolean;
  /** OTP_SECRET when configured (the unsubscribe key derives from it); undefined = the database's own key. */
  configuredSecret: string | undefined;
  options: NotificationOptions | undefined;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}): AlertNotifications {
  const { db, clock, options = {} } = deps;
  const smtp = options.smtp ? createSmtpEmailSender(options.smtp) : undefined;
  const real: NotificationSenders = {
    ...(smtp ? { email: smtp } : {}),
    ...(options.smsGateway ? { sms: createSmsGatewaySender(options.smsGateway) } : {}),
  };
  const dev = deps.production ? undefined : createDevNotificationSender(db, clock, (message) => deps.log.info(message));
  const senders: NotificationSenders = {};
  for (const channel of NOTIFICATION_CHANNELS) {
    const sender: NotificationSender | undefined = options.senders?.[channel] ?? real[channel] ?? dev;
    if (sender) senders[channel as NotificationChannel] = sender;
  }
  const siteUrl = (options.siteUrl ?? DEFAULT_SITE_URL).replace(/\/+$/, '');
  const tokens = createUnsubscribeTokens({ configuredSecret: deps.configuredSecret, db, clock });
  return {
    senders,
    siteUrl,
    tokens,
    async run() {
      const planned = await planDeliveries(db, clock(), Object.keys(senders) as NotificationChannel[]);
      const sent = await sendDueDeliveries({ db, clock, senders, siteUrl, tokens, log: deps.log });
      return { planned, sent };
    },
    close: () => smtp?.close(),
  };
}
