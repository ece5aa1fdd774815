// Package purchases write a pending order before the payment is captured and mark it paid after,
// so a crash between the two leaves a pending row to reconcile, never a paid order without payment.
// Orders written before this migration were all paid.
import { sql, type Kysely } from 'kysely';

const statements = [
  `alter table package_orders add column status text not null default 'paid'`,
  `alter table package_orders alter column payment_id drop not null`,
  `alter table package_orders alter column payment_provider drop not null`,
  `create index package_orders_pending on package_orders (purchased_at) where status <> 'paid'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`delete from package_orders where status <> 'paid'`).execute(db);
  await sql.raw(`drop index if exists package_orders_pending`).execute(db);
  await sql.raw(`alter table package_orders alter column payment_provider set not null`).execute(db);
  await sql.raw(`alter table package_orders alter column payment_id set not null`).execute(db);
  await sql.raw(`alter table package_orders drop column status`).execute(db);
}
