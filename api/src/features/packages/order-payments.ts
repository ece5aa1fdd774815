// The payment states of a package order, changed only by single conditional UPDATEs in the database,
// so any number of API processes (checkout confirmations, webhooks, retries) agree:
//   pending --confirmed--> paid      (verified checkout signature or signed webhook; validity starts now)
//   pending --reported---> failed    (the provider reported a failed payment)
//   pending --deadline---> expired   (nothing confirmed within PACKAGE_PAYMENT_WINDOW_MINUTES)
// A confirmed payment also lands on a failed or expired order: the provider took the money (Razorpay
// lets a customer retry within one order), so it is credited rather than lost. paid is final, and a
// second confirmation of it changes nothing.
import { addMonths } from '@carmarket/shared/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PackageOrdersTable } from '../../db/schema';

export type PackageOrderRow = Selectable<PackageOrdersTable>;

/** Marks this user's (or everyone's) pending orders past their deadline as expired. */
export async function expireUnpaidOrders(db: Kysely<Database>, now: Date, userId?: string): Promise<void> {
  let query = db.updateTable('packageOrders').set({ status: 'expired' }).where('status', '=', 'pending').where('expiresAt', '<=', now);
  if (userId) query = query.where('userId', '=', userId);
  await query.execute();
}

export type MarkPaidResult =
  | { outcome: 'paid'; row: PackageOrderRow }
  | { outcome: 'already-paid'; row: PackageOrderRow }
  | { outcome: 'paid-by-another-payment'; row: PackageOrderRow }
  | { outcome: 'unknown-order' };

export async function markOrderPaid(
  db: Kysely<Database>,
  input: { providerOrderId: string; paymentId: string; provider: string; now: Date; durationMonths: (planId: string) => Promise<number> },
): Promise<MarkPaidResult> {
  const current = await db.selectFrom('packageOrders').selectAll().where('providerOrderId', '=', input.providerOrderId).executeTakeFirst();
  if (!current) return { outcome: 'unknown-order' };
  if (current.status !== 'paid') {
    const months = await input.durationMonths(current.planId);
    const updated = await db
      .updateTable('packageOrders')
      .set({
        status: 'paid',
        paymentId: input.paymentId,
        paymentProvider: input.provider,
        paidAt: input.now,
        validUntil: addMonths(input.now, months),
        failureReason: null,
      })
      .where('id', '=', current.id)
      .where('status', '<>', 'paid')
      .returningAll()
      .executeTakeFirst();
    if (updated) return { outcome: 'paid', row: updated };
  }
  // Paid already (maybe a moment ago by a concurrent confirmation): the same payment is a no-op.
  const paid = await db.selectFrom('packageOrders').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
  return paid.paymentId === input.paymentId ? { outcome: 'already-paid', row: paid } : { outcome: 'paid-by-another-payment', row: paid };
}

/** A failed payment fails a pending order only; a paid or expired one stays as it is. */
export async function markOrderFailed(
  db: Kysely<Database>,
  input: { providerOrderId: string; reason: string | null },
): Promise<PackageOrderRow | undefined> {
  return db
    .updateTable('packageOrders')
    .set({ status: 'failed', failureReason: input.reason?.slice(0, 300) ?? null })
    .where('providerOrderId', '=', input.providerOrderId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}
