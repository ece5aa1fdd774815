// The dev sender (outside production, for a channel without a real provider): writes the message to
// dev_notification_outbox, keyed by the delivery (on conflict do nothing: a delivery sent twice is
// one message), and logs a one-line summary. GET /api/v1/dev/outbox reads it from any instance.
import { DEV_OUTBOX_LIMIT, type OutboxMessage } from '@carmarket/shared/api-contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIso } from '../../lib/dates';
import type { Clock } from '../../lib/clock';
import type { NotificationSender } from './notification-sender';

export function createDevNotificationSender(
  db: Kysely<Database>,
  clock: Clock,
  log: (message: string) => void = () => {},
): NotificationSender {
  return {
    async send(message) {
      const inserted = await db
        .insertInto('devNotificationOutbox')
        .values({
          deliveryId: message.deliveryId,
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          unsubscribeUrl: message.unsubscribeUrl,
          kind: message.kind,
          alertCount: message.alertCount,
          sentAt: clock(),
        })
        .onConflict((oc) => oc.column('deliveryId').doNothing())
        .executeTakeFirst();
      const again = Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0 ? ' (already in the outbox)' : '';
      log(
        `[dev ${message.channel}] delivery ${message.deliveryId} to ${message.to}: ${message.kind}, ${message.alertCount} alert(s)${again}`,
      );
    },
  };
}

/** The newest messages to `to` (a mobile number or an e-mail address, any case), newest first. */
export async function readDevOutbox(db: Kysely<Database>, to: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('devNotificationOutbox')
    .selectAll()
    .where(sql<string>`lower(recipient)`, '=', to.trim().toLowerCase())
    .orderBy('sentAt', 'desc')
    .orderBy('deliveryId', 'desc')
    .limit(DEV_OUTBOX_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: String(row.deliveryId),
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.text,
    unsubscribeUrl: row.unsubscribeUrl,
    kind: row.kind,
    alertCount: row.alertCount,
    sentAt: toIso(row.sentAt),
  }));
}
