// Real e-mail: SMTP through nodemailer (SMTP_URL = smtp[s]://user:pass@host:port, ALERTS_EMAIL_FROM).
// Every message carries its one-click unsubscribe (RFC 8058: List-Unsubscribe with the link, and
// List-Unsubscribe-Post), and a Message-ID made of the delivery id: SMTP has no idempotency key, so a
// delivery sent again after a stop mid-way can arrive twice, but with the same Message-ID, which
// mail stores and clients use to recognise duplicates.
import nodemailer from 'nodemailer';
import type { NotificationSender } from './notification-sender';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS). */
  url: string;
  /** The From address ('CarMarket Alerts <alerts@carmarket.example>' or a bare address). */
  from: string;
}

/** How long a connection, the greeting and an idle socket may take: the sender's lease is far longer. */
const SMTP_TIMEOUT_MS = 30_000;

/** The domain of the From address, for Message-IDs. */
function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export function createSmtpEmailSender(settings: SmtpSettings): NotificationSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const domain = domainOf(settings.from);
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`The SMTP sender sends e-mail, not ${message.channel}`);
      await transport.sendMail({
        from: settings.from,
        to: message.to,
        subject: message.subject ?? 'Your CarMarket alerts',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<alert-delivery-${message.deliveryId}@${domain}>`,
        headers: {
          'List-Unsubscribe': `<${message.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },
    close: () => transport.close(),
  };
}
