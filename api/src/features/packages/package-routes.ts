// Package catalogue, purchase (pending order -> provider checkout -> confirmed payment -> paid),
// bought packages, renew and invoice. See order-payments.ts for the payment states.
import {
  GST_RATE,
  PACKAGE_PAYMENT_WINDOW_MINUTES,
  PACKAGE_PLANS,
  addMonths,
  computeOrderTotal,
  formatDdMmYyyy,
  type PackageCheckout,
  type PackageInvoice,
  type PackageOrder,
  type PackagePlan,
} from '@carmarket/shared/domain';
import * as contracts from '@carmarket/shared/api-contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { toDate, toIso } from '../../lib/dates';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { expireUnpaidOrders, markOrderPaid, type PackageOrderRow } from './order-payments';
import { registerDevCheckoutRoutes } from './dev-checkout-routes';
import { isDevPaymentProvider } from './payment-provider';
import { registerPaymentWebhookRoutes } from './payment-webhook-routes';

export const PAYMENT_NOT_VERIFIED = 'Payment could not be verified';

export function toPackageOrder(row: PackageOrderRow, plan: PackagePlan, now: Date): PackageOrder {
  const validUntil = toDate(row.validUntil);
  const purchasedAt = toDate(row.purchasedAt);
  const expiresAt = row.expiresAt ? toDate(row.expiresAt) : null;
  // A pending order past its deadline reads as expired even before a request marks it so.
  const paymentStatus = row.status === 'pending' && expiresAt && expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
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
    status: paymentStatus !== 'paid' ? 'Inactive' : validUntil.getTime() > now.getTime() ? 'Active' : 'Expired',
    paymentStatus,
    paymentExpiresAt: paymentStatus === 'pending' && expiresAt ? expiresAt.toISOString() : null,
    failureReason: paymentStatus === 'failed' ? (row.failureReason ?? null) : null,
    paymentId: row.paymentId ?? '',
  };
}

export function registerPackageRoutes(app: ContractApp, ctx: AppContext): void {
  const { db } = ctx;
  const preValidation = requireUserFirst(ctx);

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

  const durationMonths = async (planId: string) => {
    const plan = (await plans()).get(planId);
    if (!plan) throw new Error(`Unknown package plan ${planId}`);
    return plan.durationMonths;
  };

  /** Marks the order of this provider order paid; the answer for a checkout confirmation or a webhook. */
  async function confirmPayment(providerOrderId: string, paymentId: string, log: FastifyInstance['log']) {
    const result = await markOrderPaid(db, {
      providerOrderId,
      paymentId,
      provider: ctx.payments.name,
      now: ctx.clock(),
      durationMonths,
    });
    if (result.outcome === 'paid') log.info({ orderId: result.row.id, paymentId }, 'package order paid');
    if (result.outcome === 'paid-by-another-payment') {
      // Two captured payments for one order: the second must be refunded by hand.
      log.error({ orderId: result.row.id, paymentId, paidWith: result.row.paymentId }, 'second payment for a paid package order');
    }
    return result;
  }

  app.get(contracts.getPackagesEndpoint.path, { schema: contractSchema(contracts.getPackagesEndpoint) }, async () => ({
    plans: [...(await plans()).values()],
  }));

  const create = contracts.createPackageOrderEndpoint;
  app.post(create.path, { schema: contractSchema(create, [201]), preValidation }, async (request, reply) => {
    const me = signedInUser(request);
    const input = request.body;
    const plan = (await plans()).get(input.planId);
    if (!plan) throw badRequest('Unknown package plan');
    // Amounts come from the catalogue, never from the client.
    const totals = computeOrderTotal(plan, input.quantity);
    const now = ctx.clock();
    const orderId = newId();
    const expiresAt = new Date(now.getTime() + PACKAGE_PAYMENT_WINDOW_MINUTES * 60_000);
    const description = `${plan.durationLabel} ${plan.adsLabel} x ${input.quantity}`;
    // 1. Our pending order first: its id is the receipt the provider keeps, to reconcile.
    await db
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
        // Provisional: set again from the payment time once paid.
        validUntil: addMonths(now, plan.durationMonths),
        paymentId: null,
        paymentProvider: ctx.payments.name,
        status: 'pending',
        expiresAt,
      })
      .execute();
    // 2. The provider's order, which the checkout pays. If it cannot be created no money can move:
    //    the pending order is dropped.
    let providerOrderId: string;
    try {
      ({ id: providerOrderId } = await ctx.payments.createOrder({
        amount: totals.total * 100,
        currency: 'INR',
        receipt: orderId,
        notes: { orderId, planId: plan.id, quantity: String(input.quantity) },
      }));
    } catch (error) {
      await db.deleteFrom('packageOrders').where('id', '=', orderId).where('status', '=', 'pending').execute();
      request.log.error({ err: error, orderId }, 'payment provider failed to create an order');
      throw new HttpError(502, 'Payment could not be started. Please try again');
    }
    const row = await db
      .updateTable('packageOrders')
      .set({ providerOrderId })
      .where('id', '=', orderId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const checkout: PackageCheckout = {
      provider: ctx.payments.name,
      keyId: ctx.payments.keyId,
      providerOrderId,
      amount: totals.total * 100,
      currency: 'INR',
      description,
      expiresAt: expiresAt.toISOString(),
    };
    reply.status(201);
    return { order: toPackageOrder(row, plan, now), checkout };
  });

  // The checkout's signed answer. Paid only if the signature is the provider's; idempotent.
  const confirm = contracts.confirmPackageOrderEndpoint;
  app.post(confirm.path, { schema: contractSchema(confirm), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { id } = request.params;
    const answer = request.body;
    const row = await db.selectFrom('packageOrders').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Order not found');
    if (row.userId !== me.id) throw forbidden();
    const genuine =
      row.providerOrderId === answer.razorpay_order_id &&
      ctx.payments.verifyCheckout({
        providerOrderId: answer.razorpay_order_id,
        paymentId: answer.razorpay_payment_id,
        signature: answer.razorpay_signature,
      });
    if (!genuine) {
      request.log.warn({ orderId: id }, 'package order confirmation with a wrong signature');
      throw badRequest(PAYMENT_NOT_VERIFIED);
    }
    const result = await confirmPayment(answer.razorpay_order_id, answer.razorpay_payment_id, request.log);
    if (result.outcome === 'unknown-order') throw notFound('Order not found');
    if (result.outcome === 'paid-by-another-payment') throw conflict('This order is already paid');
    const plan = (await plans()).get(result.row.planId);
    if (!plan) throw notFound('Order not found');
    return { order: toPackageOrder(result.row, plan, ctx.clock()) };
  });

  const orders = contracts.getPackageOrdersEndpoint;
  app.get(orders.path, { schema: contractSchema(orders), preValidation }, async (request) => {
    const me = signedInUser(request);
    const now = ctx.clock();
    await expireUnpaidOrders(db, now, me.id);
    const [rows, catalogue] = [
      await db.selectFrom('packageOrders').selectAll().where('userId', '=', me.id).orderBy('purchasedAt', 'desc').orderBy('id').execute(),
      await plans(),
    ];
    return { orders: rows.flatMap((r) => (catalogue.has(r.planId) ? [toPackageOrder(r, catalogue.get(r.planId)!, now)] : [])) };
  });

  const renew = contracts.renewPackageOrderEndpoint;
  app.post(renew.path, { schema: contractSchema(renew), preValidation }, async (request) => {
    const me = signedInUser(request);
    const { id } = request.params;
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

  const invoice = contracts.getPackageInvoiceEndpoint;
  app.get(invoice.path, { schema: contractSchema(invoice), preValidation }, async (request): Promise<PackageInvoice> => {
    const me = signedInUser(request);
    const { id } = request.params;
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

  registerPaymentWebhookRoutes(app, ctx, confirmPayment);
  // The dev provider's stand-in for the provider's checkout; never in production.
  if (isDevPaymentProvider(ctx.payments) && !ctx.isProduction) registerDevCheckoutRoutes(app, ctx, ctx.payments);
}
