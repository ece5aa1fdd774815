// Package orders are paid only when a payment provider confirms it (issue 17): an order starts
// 'pending' with the provider's order id and a deadline, and ends 'paid' (verified signature or
// signed webhook), 'failed' (the provider reported a failed payment) or 'expired' (nothing confirmed
// before the deadline). Orders written before this migration were paid (status defaulted to 'paid').
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table package_orders add column provider_order_id text`,
  `alter table package_orders add column expires_at timestamptz`,
  `alter table package_orders add column paid_at timestamptz`,
  `alter table package_orders add column failure_reason text`,
  `update package_orders set paid_at = purchased_at where status = 'paid' and paid_at is null`,
  // Rows left 'pending' by the old capture-then-mark flow were never confirmed by anyone.
  `update package_orders set status = 'expired' where status = 'pending'`,
  `alter table package_orders add constraint package_orders_status_known
     check (status in ('pending', 'paid', 'failed', 'expired'))`,
  // One of our orders per provider order: the webhook and the checkout confirmation find it by this id.
  `create unique index package_orders_provider_order on package_orders (provider_order_id) where provider_order_id is not null`,
  `alter table package_orders alter column status set default 'pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`alter table package_orders alter column status set default 'paid'`).execute(db);
  await sql.raw(`drop index if exists package_orders_provider_order`).execute(db);
  await sql.raw(`alter table package_orders drop constraint if exists package_orders_status_known`).execute(db);
  await sql.raw(`delete from package_orders where status in ('failed', 'expired')`).execute(db);
  for (const column of ['failure_reason', 'paid_at', 'expires_at', 'provider_order_id']) {
    await sql.raw(`alter table package_orders drop column ${column}`).execute(db);
  }
}
