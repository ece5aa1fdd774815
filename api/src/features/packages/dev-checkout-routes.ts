// The dev provider's checkout: what Razorpay's checkout does for a real order, done by the API for
// local runs and tests. "Paying" answers the signed triple (razorpay_order_id, razorpay_payment_id,
// razorpay_signature) that the client then sends to POST /package-orders/:id/confirm like any checkout;
// "failing" marks the order failed, as Razorpay's payment.failed webhook does. Registered only with the
// dev provider outside production (and production refuses to start with the dev provider).
import { payTestOrderEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { expireUnpaidOrders, markOrderFailed } from './order-payments';
import type { DevPaymentProvider } from './payment-provider';

export const DEV_DECLINE_REASON = 'Test payment declined';

export function registerDevCheckoutRoutes(app: ContractApp, ctx: AppContext, provider: DevPaymentProvider): void {
  const schema = contractSchema(payTestOrderEndpoint);
  app.post(payTestOrderEndpoint.path, { schema, preValidation: requireUserFirst(ctx) }, async (request) => {
    const me = signedInUser(request);
    const { providerOrderId } = request.params;
    const { outcome } = request.body;
    await expireUnpaidOrders(ctx.db, ctx.clock(), me.id);
    const order = await ctx.db.selectFrom('packageOrders').selectAll().where('providerOrderId', '=', providerOrderId).executeTakeFirst();
    if (!order) throw notFound('Order not found');
    if (order.userId !== me.id) throw forbidden();
    if (order.status === 'expired') throw conflict('This order has expired. Please place a new order');
    if (order.status !== 'pending') throw conflict(`This order is ${order.status}`);
    if (outcome === 'failure') {
      await markOrderFailed(ctx.db, { providerOrderId, reason: DEV_DECLINE_REASON });
      return { error: { code: 'BAD_REQUEST_ERROR', description: DEV_DECLINE_REASON } };
    }
    const paymentId = `pay_dev_${newId().replace(/-/g, '').slice(0, 14)}`;
    return {
      razorpay_order_id: providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: provider.signCheckout(providerOrderId, paymentId),
    };
  });
}
