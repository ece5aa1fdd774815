// POST /api/v1/payments/razorpay/webhook: Razorpay's server-to-server notice of a payment. Genuine only
// if X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), so the body is kept raw (a parser of
// this route's own, in an encapsulated scope) and parsed only after the check.
// payment.captured / order.paid mark the order paid, payment.failed marks it failed; all idempotent.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/http-error';
import type { MarkPaidResult } from './order-payments';
import { markOrderFailed } from './order-payments';

export const WEBHOOK_PATH = '/api/v1/payments/razorpay/webhook';
const WEBHOOK_BODY_LIMIT = 256 * 1024;

const entity = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape) });

const webhookSchema = z.object({
  event: z.string().max(100),
  payload: z
    .object({
      payment: entity({
        id: z.string().max(200),
        order_id: z.string().max(200).nullish(),
        amount: z.number().optional(),
        error_description: z.string().max(1000).nullish(),
      }).optional(),
      order: entity({ id: z.string().max(200), amount_paid: z.number().optional() }).optional(),
    })
    .default({}),
});

type ConfirmPayment = (providerOrderId: string, paymentId: string, log: FastifyInstance['log']) => Promise<MarkPaidResult>;

export function registerPaymentWebhookRoutes(app: FastifyInstance, ctx: AppContext, confirmPayment: ConfirmPayment): void {
  void app.register(async (scope) => {
    // This scope only: JSON bodies stay a Buffer, so the signature is checked over the exact bytes sent.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    scope.post(WEBHOOK_PATH, async (request) => {
      const raw = request.body;
      const signature = request.headers['x-razorpay-signature'];
      if (!Buffer.isBuffer(raw) || !ctx.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('payment webhook with a missing or wrong signature');
        throw badRequest('Invalid webhook signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('Malformed JSON body');
      }
      const parsed = webhookSchema.safeParse(json);
      if (!parsed.success) throw badRequest('Unexpected webhook payload');
      const { event, payload } = parsed.data;
      const payment = payload.payment?.entity;
      const order = payload.order?.entity;

      if ((event === 'payment.captured' || event === 'order.paid') && payment) {
        const providerOrderId = order?.id ?? payment.order_id;
        if (!providerOrderId) return { received: true, handled: false };
        const expected = await ctx.db
          .selectFrom('packageOrders')
          .select('total')
          .where('providerOrderId', '=', providerOrderId)
          .executeTakeFirst();
        if (!expected) return { received: true, handled: false };
        const paidPaise = event === 'order.paid' ? order?.amount_paid : payment.amount;
        if (paidPaise !== undefined && paidPaise !== expected.total * 100) {
          request.log.error({ providerOrderId, paidPaise, expected: expected.total * 100 }, 'webhook amount differs from the order');
          return { received: true, handled: false };
        }
        const result = await confirmPayment(providerOrderId, payment.id, request.log);
        return { received: true, handled: result.outcome === 'paid' || result.outcome === 'already-paid' };
      }
      if (event === 'payment.failed' && payment?.order_id) {
        const failed = await markOrderFailed(ctx.db, { providerOrderId: payment.order_id, reason: payment.error_description ?? null });
        return { received: true, handled: Boolean(failed) };
      }
      // Other events, and orders that are not ours: acknowledged, so the provider stops retrying.
      return { received: true, handled: false };
    });
  });
}
