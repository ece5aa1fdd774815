// Razorpay's signatures, which the dev provider reuses: a checkout is confirmed by
// HMAC-SHA256(order_id + "|" + payment_id, key secret), a webhook by HMAC-SHA256(raw body, webhook secret),
// both hex. Compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacSha256Hex = (secret: string, data: string | Buffer): string => createHmac('sha256', secret).update(data).digest('hex');

export const checkoutSignature = (secret: string, providerOrderId: string, paymentId: string): string =>
  hmacSha256Hex(secret, `${providerOrderId}|${paymentId}`);

/** True when `given` is the expected hex signature; false for anything else (missing, wrong length, not hex). */
export function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(given, 'hex');
  // timingSafeEqual throws on different lengths; the length of an HMAC is public anyway.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
