// Alert notifications by SMS and e-mail (features/notifications, issue 28). Layout:
// - notification_settings: a user's choice per channel. No row = both on (the default), so the
//   table holds only users who changed something (or unsubscribed).
// - alerts.notified_at: set when the planner has handed the alert to deliveries (or decided it needs
//   none: alert 'off', no channel). The planner claims `where notified_at is null` with
//   `for update skip locked` (alerts_unnotified keeps that scan to the pending ones). Alerts written
//   before this migration are marked notified as of their creation: they were shown in the app before
//   any channel existed, and must not all go out as messages on the first run.
// - notification_deliveries: one message to send on one channel: 'instant' (one alert) or 'digest'
//   (a day's daily alerts of one user, at most one per user, channel and IST day: the unique index).
//   Senders claim unsent rows due (next_attempt_at) and lease them by moving next_attempt_at on, so
//   a stopped instance's rows come back after the lease; attempts, last_error and failed_at record
//   failures (backoff, then failed after 5).
// - dev_notification_outbox: what the dev sender "sent" (outside production), one row per delivery
//   (the delivery id is its key, so a delivery sent twice is one message).
// - app_secrets: named random secrets made once per database (insert on conflict do nothing), so
//   every instance agrees: the unsubscribe key when OTP_SECRET is not set.
import { sql, type Kysely } from 'kysely';

const statements = [
  `create table notification_settings (
    user_id text primary key references users(id) on delete cascade,
    sms boolean not null default true,
    email boolean not null default true,
    updated_at timestamptz not null
  )`,
  `alter table alerts add column notified_at timestamptz`,
  `update alerts set notified_at = created_at`,
  `create index alerts_unnotified on alerts (id) where notified_at is null`,
  `create table notification_deliveries (
    id bigint generated always as identity primary key,
    user_id text not null references users(id) on delete cascade,
    channel text not null check (channel in ('sms', 'email')),
    recipient text not null,
    kind text not null check (kind in ('instant', 'digest')),
    digest_day date,
    alert_ids bigint[] not null,
    created_at timestamptz not null,
    sent_at timestamptz,
    attempts integer not null default 0,
    next_attempt_at timestamptz not null,
    last_error text,
    failed_at timestamptz,
    check ((kind = 'digest') = (digest_day is not null))
  )`,
  `create unique index notification_deliveries_digest_once on notification_deliveries (user_id, channel, digest_day) where kind = 'digest'`,
  `create index notification_deliveries_unsent on notification_deliveries (next_attempt_at, id) where sent_at is null and failed_at is null`,
  `create table dev_notification_outbox (
    delivery_id bigint primary key,
    channel text not null,
    recipient text not null,
    subject text,
    text text not null,
    unsubscribe_url text not null,
    kind text not null,
    alert_count integer not null,
    sent_at timestamptz not null
  )`,
  `create index dev_notification_outbox_recipient on dev_notification_outbox (lower(recipient), sent_at desc)`,
  `create table app_secrets (
    name text primary key,
    secret text not null,
    created_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_secrets', 'dev_notification_outbox', 'notification_deliveries', 'notification_settings']) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
  await sql.raw('drop index if exists alerts_unnotified').execute(db);
  await sql.raw('alter table alerts drop column if exists notified_at').execute(db);
}
