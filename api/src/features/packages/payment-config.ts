// The payment provider from the environment, and what production start-up lacks for a real one.
import { createDevPaymentProvider, type PaymentProvider } from './payment-provider';
import { createRazorpayProvider } from './razorpay-provider';

const RAZORPAY_VARIABLES = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

const missingRazorpayVariables = (env: NodeJS.ProcessEnv) => RAZORPAY_VARIABLES.filter((name) => !env[name]?.trim());

/**
 * What is missing for real payments: `PAYMENT_PROVIDER=razorpay` and its three keys. Production must
 * not start unless this is empty (the dev provider confirms test payments that nobody paid);
 * elsewhere only a Razorpay choice without its keys is a problem.
 */
export function paymentConfigProblems(env: NodeJS.ProcessEnv): string[] {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'dev';
  const production = env.NODE_ENV === 'production';
  if (provider === 'razorpay') return missingRazorpayVariables(env);
  if (provider !== 'dev') return [`PAYMENT_PROVIDER=razorpay (unknown provider '${provider}')`];
  return production ? ['PAYMENT_PROVIDER=razorpay', ...missingRazorpayVariables(env)] : [];
}

/** The provider PAYMENT_PROVIDER names ('dev' by default); throws when Razorpay lacks a key. */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv): PaymentProvider {
  if (env.PAYMENT_PROVIDER?.trim() !== 'razorpay') return createDevPaymentProvider();
  const missing = missingRazorpayVariables(env);
  if (missing.length) throw new Error(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}`);
  return createRazorpayProvider({
    keyId: env.RAZORPAY_KEY_ID!.trim(),
    keySecret: env.RAZORPAY_KEY_SECRET!.trim(),
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!.trim(),
  });
}
