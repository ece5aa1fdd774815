// Razorpay (test or live mode by its keys): orders are created through its Orders API
// (POST https://api.razorpay.com/v1/orders, HTTP Basic with the key id and secret), payments are
// verified offline from the checkout's signature and the webhook's X-Razorpay-Signature.
// The HTTP call is injectable: tests never reach Razorpay.
import type { CreateProviderOrderInput, PaymentProvider, ProviderOrder } from './payment-provider';
import { checkoutSignature, hmacSha256Hex, signatureMatches } from './payment-signatures';

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export type CreateRazorpayOrder = (input: CreateProviderOrderInput) => Promise<ProviderOrder>;

/** The real Orders API call. */
export function razorpayOrdersApi(
  { keyId, keySecret }: Pick<RazorpayKeys, 'keyId' | 'keySecret'>,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = 10_000 }: { fetch?: typeof fetch; timeoutMs?: number } = {},
): CreateRazorpayOrder {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return async ({ amount, currency, receipt, notes }) => {
    const response = await fetchImpl(RAZORPAY_ORDERS_URL, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ amount, currency, receipt, notes }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { description?: unknown } };
    if (!response.ok || typeof body.id !== 'string') {
      throw new Error(`Razorpay order not created (${response.status}): ${String(body.error?.description ?? 'no order id')}`);
    }
    return { id: body.id };
  };
}

export function createRazorpayProvider(keys: RazorpayKeys, { createOrder }: { createOrder?: CreateRazorpayOrder } = {}): PaymentProvider {
  const create = createOrder ?? razorpayOrdersApi(keys);
  return {
    name: 'razorpay',
    keyId: keys.keyId,
    createOrder: create,
    verifyCheckout: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(keys.keySecret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(hmacSha256Hex(keys.webhookSecret, rawBody), signature),
  };
}
