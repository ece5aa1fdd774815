import type { PackageCheckout } from '@carmarket/shared';
import { CheckoutClosedError, openRazorpayCheckout, RAZORPAY_CHECKOUT_SRC } from './razorpay-checkout';

const CHECKOUT: PackageCheckout = {
  provider: 'razorpay',
  keyId: 'rzp_test_key',
  providerOrderId: 'order_Abc123',
  amount: 381_500,
  currency: 'INR',
  description: '3 Months 5 Ads x 2',
  expiresAt: new Date(Date.now() + 20 * 60_000).toISOString(),
};

type Options = Record<string, unknown> & {
  handler: (answer: unknown) => void;
  modal: { ondismiss: () => void };
};

function installFakeRazorpay() {
  const opened: Options[] = [];
  const failedHandlers: Array<(response: { error?: { description?: string } }) => void> = [];
  class FakeRazorpay {
    constructor(readonly options: Options) {}
    on(_event: string, handler: (response: { error?: { description?: string } }) => void) {
      failedHandlers.push(handler);
    }
    open() {
      opened.push(this.options);
    }
  }
  return { FakeRazorpay, opened, failedHandlers };
}

describe('openRazorpayCheckout', () => {
  afterEach(() => {
    delete (window as unknown as { Razorpay?: unknown }).Razorpay;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('loads checkout.js once, opens it on the server order, and resolves with the signed answer', async () => {
    const fake = installFakeRazorpay();
    const pending = openRazorpayCheckout(CHECKOUT, { name: 'Asha Verma', contact: '9812345678', email: null });
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`);
    expect(script).not.toBeNull();
    (window as unknown as { Razorpay: unknown }).Razorpay = fake.FakeRazorpay;
    script!.onload?.(new Event('load'));
    await vi.waitFor(() => expect(fake.opened).toHaveLength(1));
    const options = fake.opened[0]!;
    expect(options).toMatchObject({ key: 'rzp_test_key', order_id: 'order_Abc123', amount: 381_500, currency: 'INR', name: 'CarMarket' });
    // The window closes before the order's payment deadline.
    expect(options.timeout).toBeGreaterThan(19 * 60);
    expect(options.timeout).toBeLessThanOrEqual(20 * 60);
    const answer = { razorpay_order_id: 'order_Abc123', razorpay_payment_id: 'pay_1', razorpay_signature: 'ab' };
    options.handler(answer);
    await expect(pending).resolves.toEqual(answer);
  });

  it('rejects when the customer closes it or the payment fails', async () => {
    const fake = installFakeRazorpay();
    (window as unknown as { Razorpay: unknown }).Razorpay = fake.FakeRazorpay;
    const closed = openRazorpayCheckout(CHECKOUT, {});
    await vi.waitFor(() => expect(fake.opened).toHaveLength(1));
    fake.opened[0]!.modal.ondismiss();
    await expect(closed).rejects.toBeInstanceOf(CheckoutClosedError);

    const failed = openRazorpayCheckout(CHECKOUT, {});
    await vi.waitFor(() => expect(fake.opened).toHaveLength(2));
    fake.failedHandlers[1]!({ error: { description: 'Your payment was declined by the bank' } });
    await expect(failed).rejects.toThrow('Your payment was declined by the bank');
  });
});
