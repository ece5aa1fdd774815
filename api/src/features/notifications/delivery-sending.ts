// Sending: claims deliveries that are due, renders and hands each to its channel's sender. A claim is
// a lease, in the database so any number of instances can send at once: one short transaction picks
// due rows (for update skip locked) and moves their next_attempt_at SEND_LEASE_MS on; the messages
// are then sent outside any transaction (a slow provider holds no lock or connection). Then:
// - accepted: sent_at is set;
// - refused or thrown: attempts + 1, last_error, and the next attempt after a backoff doubling from
//   RETRY_BASE_DELAY_MS; after MAX_DELIVERY_ATTEMPTS failed_at is set (and logged) and it stops;
// - a stop mid-way (crash, deploy) leaves the claimed rows unsent: they are due again when the lease
//   ends and are sent then. A delivery can so reach its provider twice; the delivery id is the
//   idempotency key (the dev outbox and the SMS gateway keep one message per delivery).
// Contact details are read at send time, not taken from the plan: the message goes to the user's
// current mobile number or e-mail, and a user who removed their e-mail, or turned the channel off
// (settings, unsubscribe link) since the plan, gets nothing: the delivery ends with failed_at and a
// last_error saying why it was not sent. The message is rendered from the alerts and cars as they
// are now; an alert deleted since (its car or search deleted) is left out, and a delivery with none
// left is not sent.
import type { NotificationChannel } from '@carmarket/shared/api-contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { alertsWithTheirCars } from '../alerts/alert-queries';
import { recipientOf } from './channel-settings';
import { digestMessageText, instantMessageText, type AlertForMessage } from './alert-message-texts';
import type { NotificationSenders } from './notification-sender';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** Deliveries one claim takes. */
export const SEND_BATCH_SIZE = 10;
/** Most deliveries one run sends (the next run goes on). */
export const SEND_PER_RUN = 500;
/** How long a claim holds a delivery: longer than any send takes (SMTP and gateway time out well before). */
export const SEND_LEASE_MS = 5 * 60_000;
/** The first retry's delay; each further one doubles it. */
export const RETRY_BASE_DELAY_MS = 60_000;
export const MAX_DELIVERY_ATTEMPTS = 5;

export const retryDelayMs = (attempts: number) => RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1);

export interface SendingDeps {
  db: Kysely<Database>;
  clock: () => Date;
  senders: NotificationSenders;
  siteUrl: string;
  tokens: UnsubscribeTokens;
  log: { warn(message: string): void; error(message: string): void };
}

export interface SendingResult {
  sent: number;
  /** Failed this time, tried again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
  /** Not sent: the channel turned off, the recipient or the alerts gone. */
  dropped: number;
}

interface ClaimedDelivery {
  id: number | string;
  userId: string;
  channel: NotificationChannel;
  kind: 'instant' | 'digest';
  alertIds: string[];
  attempts: number;
}

async function claimDue(deps: SendingDeps, channels: readonly NotificationChannel[]): Promise<ClaimedDelivery[]> {
  const now = deps.clock();
  const { rows } = await sql<ClaimedDelivery>`
    update notification_deliveries set next_attempt_at = ${new Date(now.getTime() + SEND_LEASE_MS).toISOString()}::timestamptz
    where id in (
      select id from notification_deliveries
      where sent_at is null and failed_at is null and next_attempt_at <= ${now.toISOString()}::timestamptz
        and channel in (${sql.join([...channels])})
      order by next_attempt_at, id
      limit ${SEND_BATCH_SIZE}
      for update skip locked)
    returning id, user_id, channel, kind, alert_ids::text[] as alert_ids, attempts`.execute(deps.db);
  return rows;
}

/** The delivery's alerts as they are now, oldest first (raised, then in the order the cars changed). */
async function alertsOf(db: Kysely<Database>, ids: readonly string[]): Promise<AlertForMessage[]> {
  if (ids.length === 0) return [];
  const rows = await alertsWithTheirCars(db)
    .where('alerts.id', 'in', [...ids])
    .orderBy('alerts.createdAt')
    .orderBy('alerts.changeId')
    .orderBy('alerts.id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    searchName: row.savedSearchName,
    oldPrice: row.oldPrice,
    newPrice: row.newPrice,
    car: {
      id: row.carId,
      carName: row.carName,
      brand: row.brand,
      model: row.model,
      variant: row.variant,
      manufacturingYear: row.manufacturingYear,
      kmDriven: row.kmDriven,
      city: row.city,
    },
  }));
}

type Outcome = 'sent' | 'retrying' | 'failed' | 'dropped';

async function sendOne(deps: SendingDeps, delivery: ClaimedDelivery): Promise<Outcome> {
  const { db } = deps;
  const id = String(delivery.id);
  const finish = (set: { sentAt?: Date; failedAt?: Date; lastError?: string | null; recipient?: string }) =>
    db.updateTable('notificationDeliveries').set(set).where('id', '=', id).where('sentAt', 'is', null).execute();

  const user = await db
    .selectFrom('users')
    .leftJoin('notificationSettings', 'notificationSettings.userId', 'users.id')
    .select(['users.mobileNumber', 'users.email', 'notificationSettings.sms', 'notificationSettings.email as emailOn'])
    .where('users.id', '=', delivery.userId)
    .executeTakeFirst();
  const on = user && (delivery.channel === 'sms' ? user.sms : user.emailOn) !== false;
  const recipient = user ? recipientOf(delivery.channel, user) : null;
  const alerts = await alertsOf(db, delivery.alertIds);
  const notSent = !user
    ? 'the user is gone'
    : !on
      ? 'the user turned this channel off'
      : recipient === null
        ? 'no recipient any more'
        : alerts.length === 0
          ? 'its alerts are gone'
          : null;
  if (notSent !== null || recipient === null) {
    await finish({ failedAt: deps.clock(), lastError: `not sent: ${notSent}` });
    return 'dropped';
  }

  const sender = deps.senders[delivery.channel]!;
  const links = {
    siteUrl: deps.siteUrl,
    unsubscribeUrl: `${deps.siteUrl}/alerts/unsubscribe?token=${await deps.tokens.sign({ userId: delivery.userId, channel: delivery.channel })}`,
  };
  const { subject, text } =
    delivery.kind === 'digest'
      ? digestMessageText(delivery.channel, alerts, links)
      : instantMessageText(delivery.channel, alerts[0]!, links);
  try {
    await sender.send({
      deliveryId: id,
      channel: delivery.channel,
      to: recipient,
      subject,
      text,
      unsubscribeUrl: links.unsubscribeUrl,
      kind: delivery.kind,
      alertCount: alerts.length,
    });
  } catch (error) {
    const attempts = delivery.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const now = deps.clock();
    const last = attempts >= MAX_DELIVERY_ATTEMPTS;
    await db
      .updateTable('notificationDeliveries')
      .set({
        attempts,
        lastError: message.slice(0, 1000),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        ...(last ? { failedAt: now } : {}),
      })
      .where('id', '=', id)
      .where('sentAt', 'is', null)
      .execute();
    if (last) deps.log.error(`alert delivery ${id} (${delivery.channel}) failed after ${attempts} attempts: ${message}`);
    else deps.log.warn(`alert delivery ${id} (${delivery.channel}) failed, attempt ${attempts}; retrying later: ${message}`);
    return last ? 'failed' : 'retrying';
  }
  await finish({ sentAt: deps.clock(), recipient, lastError: null });
  return 'sent';
}

/** Sends what is due on the channels that have a sender, up to SEND_PER_RUN deliveries. */
export async function sendDueDeliveries(deps: SendingDeps): Promise<SendingResult> {
  const result: SendingResult = { sent: 0, retrying: 0, failed: 0, dropped: 0 };
  const channels = (Object.keys(deps.senders) as NotificationChannel[]).filter((channel) => deps.senders[channel]);
  if (channels.length === 0) return result;
  for (let handled = 0; handled < SEND_PER_RUN; ) {
    const claimed = await claimDue(deps, channels);
    if (claimed.length === 0) break;
    for (const delivery of claimed) {
      result[await sendOne(deps, delivery)] += 1;
      handled += 1;
    }
  }
  return result;
}
