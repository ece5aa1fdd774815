// Razorpay Checkout for a 'razorpay' order: checkout.js is loaded only then (never for the dev
// provider), opened with the server's order id, and resolves with the signed answer its handler gets.
// The server verifies that answer; nothing here decides that an order is paid.
import type { PackageCheckout, PackagePaymentConfirmation } from '@carmarket/shared';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error?: { description?: string } }) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | null = null;

function loadCheckoutScript(): Promise<RazorpayConstructor> {
  const existing = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('The payment window could not be loaded'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('The payment window could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

export class CheckoutClosedError extends Error {
  constructor() {
    super('Payment cancelled');
  }
}

/** Opens Razorpay Checkout; resolves with the signed answer, rejects when it fails or is closed. */
export async function openRazorpayCheckout(
  checkout: PackageCheckout,
  prefill: { name?: string; contact?: string; email?: string | null },
): Promise<PackagePaymentConfirmation> {
  const Razorpay = await loadCheckoutScript();
  const secondsLeft = Math.max(60, Math.floor((new Date(checkout.expiresAt).getTime() - Date.now()) / 1000));
  return new Promise((resolve, reject) => {
    const instance = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.providerOrderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: 'CarMarket',
      description: checkout.description,
      prefill: { name: prefill.name, contact: prefill.contact, email: prefill.email ?? undefined },
      // The window closes before our order expires.
      timeout: secondsLeft,
      handler: (answer: PackagePaymentConfirmation) => resolve(answer),
      modal: { ondismiss: () => reject(new CheckoutClosedError()) },
    });
    instance.on('payment.failed', (response) => reject(new Error(response.error?.description ?? 'Payment failed')));
    instance.open();
  });
}
