// Payments go through this interface. The server creates the provider's order for a pending order of
// ours; the customer pays in the provider's checkout; the order becomes paid only when the provider
// confirms it: the checkout's signed answer (verifyCheckout) or a signed webhook (verifyWebhook).
// Two providers: Razorpay (razorpay-provider.ts) and this dev one, whose "gateway" is a dev-only route
// of the API that signs with a per-process secret (local runs and tests; refused in production).
import { randomBytes } from 'node:crypto';
import { checkoutSignature, hmacSha256Hex, signatureMatches } from './payment-signatures';

export interface CreateProviderOrderInput {
  /** In paise (₹1 = 100). */
  amount: number;
  currency: 'INR';
  /** Our order id, kept by the provider to reconcile. */
  receipt: string;
  notes: Record<string, string>;
}

export interface ProviderOrder {
  /** The provider's order id (Razorpay `order_...`). */
  id: string;
}

export interface CheckoutAnswer {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

export interface PaymentProvider {
  readonly name: 'dev' | 'razorpay';
  /** The public key the checkout opens with (Razorpay key id); null for the dev provider. */
  readonly keyId: string | null;
  /** Rejects when the provider cannot be reached or refuses. */
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  /** The checkout's answer is genuine: signature = HMAC-SHA256(order_id|payment_id, key secret). */
  verifyCheckout(answer: CheckoutAnswer): boolean;
  /** A webhook is genuine: signature = HMAC-SHA256(raw body, webhook secret). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

export interface DevPaymentProvider extends PaymentProvider {
  readonly name: 'dev';
  /** What the dev gateway answers for a successful test payment (signed like Razorpay's checkout). */
  signCheckout(providerOrderId: string, paymentId: string): string;
  /** Signs a webhook body (tests and local tools). */
  signWebhook(rawBody: string | Buffer): string;
}

/** One per process, like the OTP secret: every app built in it (tests build several) agrees. */
const processSecret = randomBytes(32).toString('hex');

export function createDevPaymentProvider({ secret = processSecret }: { secret?: string } = {}): DevPaymentProvider {
  return {
    name: 'dev',
    keyId: null,
    async createOrder() {
      return { id: `order_dev_${randomBytes(8).toString('hex')}` };
    },
    verifyCheckout: ({ providerOrderId, paymentId, signature }) =>
      signatureMatches(checkoutSignature(secret, providerOrderId, paymentId), signature),
    verifyWebhook: (rawBody, signature) => signatureMatches(hmacSha256Hex(secret, rawBody), signature),
    signCheckout: (providerOrderId, paymentId) => checkoutSignature(secret, providerOrderId, paymentId),
    signWebhook: (rawBody) => hmacSha256Hex(secret, rawBody),
  };
}

export const isDevPaymentProvider = (provider: PaymentProvider): provider is DevPaymentProvider => provider.name === 'dev';
