// Payments go through this interface; the test-mode provider approves everything except the
// token 'tok_fail', so the purchase flow can be exercised end to end without a gateway.
import { newId } from '../../lib/ids';

export interface PaymentResult {
  ok: boolean;
  id: string;
  provider: string;
  amount: number;
  status: 'captured' | 'declined';
}

export interface PaymentProvider {
  /**
   * Captures the amount; resolves ok:false when declined, rejects when the provider cannot be reached.
   * `reference` is our order id (a real gateway stores it, so a pending order can be reconciled).
   */
  charge(input: {
    amount: number;
    currency: 'INR';
    description: string;
    token?: string | undefined;
    reference: string;
  }): Promise<PaymentResult>;
}

export function createTestPaymentProvider(): PaymentProvider {
  return {
    async charge({ amount, token }) {
      const ok = token !== 'tok_fail';
      return {
        ok,
        id: `pay_test_${newId().replace(/-/g, '').slice(0, 16)}`,
        provider: 'test',
        amount,
        status: ok ? 'captured' : 'declined',
      };
    },
  };
}
