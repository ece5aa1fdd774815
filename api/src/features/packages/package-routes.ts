// Package catalogue, purchase (pending order -> payment capture -> paid), bought packages, renew and invoice.
import {
  GST_RATE,
  PACKAGE_PLANS,
  addMonths,
  computeOrderTotal,
  formatDdMmYyyy,
  type PackageInvoice,
  type PackageOrder,
  type PackagePlan,
} from '@carmarket/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { PackageOrdersTable } from '../../db/schema';
import { requireUser } from '../../lib/auth';
import { toDate, toIso } from '../../lib/dates';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { parseInput } from '../../lib/validation';
import type { PaymentResult } from './payment-provider';

const orderSchema = z.object({
  planId: z.string({ required_error: 'planId is required' }).trim().min(1, 'planId is required').max(40),
  quantity: z
    .number({ required_error: 'quantity is required', invalid_type_error: 'quantity must be a number' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(1000, 'quantity must be at most 1000'),
  paymentToken: z.string().max(100).optional(),
});

const idParams = z.object({ id: z.string().min(1).max(100) });

export function toPackageOrder(row: Selectable<PackageOrdersTable>, plan: PackagePlan, now: Date): PackageOrder {
  const validUntil = toDate(row.validUntil);
  const purchasedAt = toDate(row.purchasedAt);
  return {
    id: row.id,
    planId: row.planId,
    plan,
    quantity: row.quantity,
    ads: plan.ads * row.quantity,
    unitPrice: row.unitPrice,
    subtotal: row.subtotal,
    gst: row.gst,
    total: row.total,
    purchasedAt: purchasedAt.toISOString(),
    validUntil: validUntil.toISOString(),
    purchaseDate: formatDdMmYyyy(purchasedAt),
    validity: formatDdMmYyyy(validUntil),
    status: validUntil.getTime() > now.getTime() ? 'Active' : 'Expired',
    paymentId: row.paymentId ?? '',
  };
}

export function registerPackageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  async function plans(): Promise<Map<string, PackagePlan>> {
    const rows = await db.selectFrom('packagePlans').selectAll().orderBy('position').execute();
    const list = rows.length ? rows : PACKAGE_PLANS;
    return new Map(
      list.map((p) => [
        p.id,
        {
          id: p.id,
          durationLabel: p.durationLabel,
          durationMonths: p.durationMonths,
          ads: p.ads,
          adsLabel: p.adsLabel,
          featuredDays: p.featuredDays,
          price: p.price,
        },
      ]),
    );
  }

  async function ownOrder(userId: string, id: string) {
    const row = await db.selectFrom('packageOrders').selectAll().where('id', '=', id).where('status', '=', 'paid').executeTakeFirst();
    if (!row) throw notFound('Order not found');
    if (row.userId !== userId) throw forbidden();
    return row;
  }

  app.get('/api/v1/packages', async () => ({ plans: [...(await plans()).values()] }));

  app.post('/api/v1/package-orders', async (request, reply) => {
    const me = await requireUser(ctx, request);
    const input = parseInput(orderSchema, request.body);
    const plan = (await plans()).get(input.planId);
    if (!plan) throw badRequest('Unknown package plan');
    const totals = computeOrderTotal(plan, input.quantity);
    const now = ctx.clock();
    const orderId = newId();
    // 1. A pending order is committed before any money moves: if the process dies after the capture,
    //    the row (and its id, sent to the provider as the reference) is there to reconcile.
    await db.transaction().execute((trx) =>
      trx
        .insertInto('packageOrders')
        .values({
          id: orderId,
          userId: me.id,
          planId: plan.id,
          quantity: input.quantity,
          unitPrice: totals.unitPrice,
          subtotal: totals.subtotal,
          gst: totals.gst,
          total: totals.total,
          purchasedAt: now,
          validUntil: addMonths(now, plan.durationMonths),
          paymentId: null,
          paymentProvider: null,
          status: 'pending',
        })
        .execute(),
    );
    const dropPending = () => db.deleteFrom('packageOrders').where('id', '=', orderId).where('status', '=', 'pending').execute();
    // 2. Capture. A decline or a provider failure leaves no order at all.
    let payment: PaymentResult;
    try {
      payment = await ctx.payments.charge({
        amount: totals.total,
        currency: 'INR',
        description: `${plan.durationLabel} ${plan.adsLabel} x ${input.quantity}`,
        token: input.paymentToken,
        reference: orderId,
      });
    } catch (error) {
      await dropPending();
      request.log.error({ err: error, orderId }, 'payment provider failed');
      throw new HttpError(502, 'Payment could not be completed. Please try again');
    }
    if (!payment.ok) {
      await dropPending();
      throw new HttpError(402, 'Payment declined');
    }
    // 3. Paid: only now does the order show in the list, renew and invoice.
    const row = await db
      .transaction()
      .execute((trx) =>
        trx
          .updateTable('packageOrders')
          .set({ status: 'paid', paymentId: payment.id, paymentProvider: payment.provider })
          .where('id', '=', orderId)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    reply.status(201);
    return {
      order: toPackageOrder(row, plan, now),
      payment: { id: payment.id, provider: payment.provider, status: payment.status, amount: payment.amount },
    };
  });

  app.get('/api/v1/package-orders', async (request) => {
    const me = await requireUser(ctx, request);
    const [rows, catalogue] = [
      await db
        .selectFrom('packageOrders')
        .selectAll()
        .where('userId', '=', me.id)
        .where('status', '=', 'paid')
        .orderBy('purchasedAt', 'desc')
        .orderBy('id')
        .execute(),
      await plans(),
    ];
    const now = ctx.clock();
    return { orders: rows.flatMap((r) => (catalogue.has(r.planId) ? [toPackageOrder(r, catalogue.get(r.planId)!, now)] : [])) };
  });

  app.post('/api/v1/package-orders/:id/renew', async (request) => {
    const me = await requireUser(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const row = await ownOrder(me.id, id);
    const plan = (await plans()).get(row.planId);
    if (!plan) throw notFound('Order not found');
    const now = ctx.clock();
    // Spec §4: Expired -> Active via Renew; Active stays Active.
    if (toDate(row.validUntil).getTime() > now.getTime()) throw conflict('Package is still active');
    const updated = await db.transaction().execute((trx) =>
      trx
        .updateTable('packageOrders')
        .set({ validUntil: addMonths(now, plan.durationMonths) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    return { order: toPackageOrder(updated, plan, now) };
  });

  app.get('/api/v1/package-orders/:id/invoice', async (request): Promise<PackageInvoice> => {
    const me = await requireUser(ctx, request);
    const { id } = parseInput(idParams, request.params);
    const row = await ownOrder(me.id, id);
    const plan = (await plans()).get(row.planId);
    if (!plan) throw notFound('Order not found');
    return {
      invoiceNumber: `INV-${toDate(row.purchasedAt).getUTCFullYear()}-${row.id.slice(0, 8).toUpperCase()}`,
      orderId: row.id,
      issuedAt: toIso(row.purchasedAt),
      billedTo: { name: me.fullName, mobileNumber: me.mobileNumber, email: me.email },
      lines: [
        { description: `${plan.durationLabel} package: ${plan.adsLabel} x ${row.quantity} @ ${row.unitPrice}`, amount: row.subtotal },
        { description: 'GST 18% (of the single-unit plan price)', amount: row.gst },
      ],
      subtotal: row.subtotal,
      gstRate: GST_RATE,
      gst: row.gst,
      total: row.total,
      currency: 'INR',
    };
  });
}
