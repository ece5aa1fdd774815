// Planning: turns new alerts into deliveries (one message on one channel), in the database so any
// number of instances can run it at once. Each batch is one transaction that claims alerts
// `where notified_at is null` (for update skip locked), reads each alert's search setting, the user's
// channel choices, mobile number and e-mail afresh, writes the deliveries and sets notified_at:
// a stop mid-batch rolls it all back and the next run does it again.
// - Instant ('instant' searches and every price drop): one delivery per alert per channel that is on,
//   available (has a sender) and has a recipient. 'off', or no such channel: notified, no delivery.
// - Daily: left alone until DAILY_DIGEST_HOUR_IST (09:00 IST). From then on each day, the daily
//   alerts raised before that time become one digest per user per channel (digest_day = that IST
//   date; notification_deliveries_digest_once makes it once). A run locks the users it digests
//   (skip locked) and takes all of a user's due alerts, so two instances never split one user's
//   alerts between two digests. An alert that finds every digest of its user for the day already
//   made (only with clocks apart between instances) stays for the next day's digest.
import { DAILY_DIGEST_HOUR_IST, NOTIFICATION_CHANNELS, type NotificationChannel } from '@carmarket/shared/api-contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recipientOf, type ChannelChoices, type Contact } from './channel-settings';

/** Alerts one instant transaction claims. */
export const PLAN_BATCH_SIZE = 500;
/** Users one digest transaction takes. */
export const DIGEST_USERS_PER_BATCH = 100;
/** India is UTC+5:30 all year. */
const IST_OFFSET_MS = 330 * 60_000;

export interface PlanningResult {
  /** Alerts marked notified. */
  alerts: number;
  /** Deliveries written. */
  deliveries: number;
}

/** A user's channel choices and contact, as the planning joins them. */
interface Recipients extends Contact {
  smsOn: boolean;
  emailOn: boolean;
}

const choicesOf = (row: Recipients): ChannelChoices => ({ sms: row.smsOn, email: row.emailOn });

/** The channels an alert of this user goes out on, with their recipients. */
function channelsFor(row: Recipients, available: readonly NotificationChannel[]): { channel: NotificationChannel; recipient: string }[] {
  const choices = choicesOf(row);
  return available.flatMap((channel) => {
    const recipient = recipientOf(channel, row);
    return choices[channel] && recipient !== null ? [{ channel, recipient }] : [];
  });
}

/**
 * The digest due at `now`, if any: from DAILY_DIGEST_HOUR_IST on, the IST date and the moment the
 * digest hour began (alerts raised before it go in).
 */
export function digestDue(now: Date): { day: string; cutoff: Date } | null {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const cutoff = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), DAILY_DIGEST_HOUR_IST) - IST_OFFSET_MS);
  return now >= cutoff ? { day: ist.toISOString().slice(0, 10), cutoff } : null;
}

async function markNotified(trx: Transaction<Database>, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length > 0)
    await trx
      .updateTable('alerts')
      .set({ notifiedAt: now })
      .where('id', 'in', [...ids])
      .execute();
}

/** One transaction of instant alerts; 0 when none was left to claim. */
async function planInstantBatch(db: Kysely<Database>, now: Date, available: readonly NotificationChannel[], batchSize: number) {
  return db.transaction().execute(async (trx): Promise<PlanningResult> => {
    const { rows } = await sql<Recipients & { id: number | string; userId: string; off: boolean }>`
      select a.id, a.user_id, u.mobile_number, u.email, coalesce(ns.sms, true) as sms_on, coalesce(ns.email, true) as email_on,
        coalesce(s.alert = 'off', false) as off
      from alerts as a
      join users as u on u.id = a.user_id
      left join saved_searches as s on s.id = a.saved_search_id
      left join notification_settings as ns on ns.user_id = a.user_id
      where a.notified_at is null and (a.kind = 'price-drop' or s.alert <> 'daily')
      order by a.id
      limit ${batchSize}
      for update of a skip locked`.execute(trx);
    if (rows.length === 0) return { alerts: 0, deliveries: 0 };
    const deliveries = rows.flatMap((row) =>
      row.off
        ? []
        : channelsFor(row, available).map(({ channel, recipient }) => ({
            userId: row.userId,
            channel,
            recipient,
            kind: 'instant' as const,
            alertIds: [String(row.id)],
            createdAt: now,
            nextAttemptAt: now,
          })),
    );
    if (deliveries.length > 0) await trx.insertInto('notificationDeliveries').values(deliveries).execute();
    await markNotified(
      trx,
      rows.map((row) => String(row.id)),
      now,
    );
    return { alerts: rows.length, deliveries: deliveries.length };
  });
}

/** One transaction of digests: up to DIGEST_USERS_PER_BATCH users with due daily alerts; `locked` 0 = none left to this run. */
async function planDigestBatch(
  db: Kysely<Database>,
  now: Date,
  due: { day: string; cutoff: Date },
  available: readonly NotificationChannel[],
): Promise<PlanningResult & { locked: number }> {
  return db.transaction().execute(async (trx) => {
    const dueAlerts = sql`
      from alerts as a join saved_searches as s on s.id = a.saved_search_id
      where a.notified_at is null and s.alert = 'daily' and a.created_at < ${due.cutoff.toISOString()}::timestamptz`;
    // Users whose digest of the day is made are left out: an alert of theirs still due is the next day's.
    const { rows: candidates } = await sql<{ userId: string }>`
      select distinct a.user_id ${dueAlerts}
        and not exists (select 1 from notification_deliveries as d
          where d.user_id = a.user_id and d.kind = 'digest' and d.digest_day = ${due.day}::date)
      order by a.user_id limit ${DIGEST_USERS_PER_BATCH}`.execute(trx);
    if (candidates.length === 0) return { locked: 0, alerts: 0, deliveries: 0 };
    // The users this run digests; another run skips them (and their alerts).
    const { rows: users } = await sql<Recipients & { id: string }>`
      select u.id, u.mobile_number, u.email, coalesce(ns.sms, true) as sms_on, coalesce(ns.email, true) as email_on
      from users as u left join notification_settings as ns on ns.user_id = u.id
      where u.id in (${sql.join(candidates.map((c) => c.userId))})
      order by u.id
      for no key update of u skip locked`.execute(trx);
    if (users.length === 0) return { locked: 0, alerts: 0, deliveries: 0 };
    const { rows: alerts } = await sql<{ id: number | string; userId: string }>`
      select a.id, a.user_id ${dueAlerts} and a.user_id in (${sql.join(users.map((u) => u.id))})
      order by a.id
      for update of a`.execute(trx);
    const alertIdsOf = new Map<string, string[]>();
    for (const alert of alerts) alertIdsOf.set(alert.userId, [...(alertIdsOf.get(alert.userId) ?? []), String(alert.id)]);
    let deliveries = 0;
    const notified: string[] = [];
    for (const user of users) {
      const ids = alertIdsOf.get(user.id);
      if (!ids) continue;
      const channels = channelsFor(user, available);
      let made = 0;
      for (const { channel, recipient } of channels) {
        const inserted = await trx
          .insertInto('notificationDeliveries')
          .values({
            userId: user.id,
            channel,
            recipient,
            kind: 'digest',
            digestDay: due.day,
            alertIds: ids,
            createdAt: now,
            nextAttemptAt: now,
          })
          .onConflict((oc) => oc.columns(['userId', 'channel', 'digestDay']).where('kind', '=', 'digest').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) made += 1;
      }
      deliveries += made;
      // No channel, or at least one digest made: handled. Every digest of the day already made: the next day's.
      if (channels.length === 0 || made > 0) notified.push(...ids);
    }
    await markNotified(trx, notified, now);
    return { locked: users.length, alerts: notified.length, deliveries };
  });
}

/** Plans every alert that can be planned at `now`: instant ones, then the digests when they are due. */
export async function planDeliveries(
  db: Kysely<Database>,
  now: Date,
  available: readonly NotificationChannel[],
  options: { batchSize?: number } = {},
): Promise<PlanningResult> {
  const channels = NOTIFICATION_CHANNELS.filter((channel) => available.includes(channel));
  const total: PlanningResult = { alerts: 0, deliveries: 0 };
  for (;;) {
    const done = await planInstantBatch(db, now, channels, options.batchSize ?? PLAN_BATCH_SIZE);
    if (done.alerts === 0) break;
    total.alerts += done.alerts;
    total.deliveries += done.deliveries;
  }
  const due = digestDue(now);
  if (!due) return total;
  for (;;) {
    const done = await planDigestBatch(db, now, due, channels);
    total.alerts += done.alerts;
    total.deliveries += done.deliveries;
    // None left, or all locked by another run (which digests them). Every user a batch locked is
    // notified or has the day's digest, so the next batch moves on.
    if (done.locked === 0) break;
  }
  return total;
}
