// Contracts of the packages: catalogue, purchase (pending order -> provider checkout -> confirmed
// payment), bought packages, renew, invoice, and the dev provider's test checkout.
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { defineEndpoint } from './endpoint';
import { packageQuantityProblem } from './package-rules';
import { idParams, requiredText, ruleCheck } from './request-fields';

export const packagePlanSchema = z.object({
  id: z.string(),
  durationLabel: z.string(),
  durationMonths: z.number(),
  ads: z.number(),
  adsLabel: z.string(),
  featuredDays: z.number(),
  price: z.number(),
});
export type PackagePlan = z.infer<typeof packagePlanSchema>;

/** The package's validity (spec: Active or Expired); an order that is not paid is 'Inactive'. */
export const packageOrderStatusSchema = z.enum(['Active', 'Expired', 'Inactive']);
export type PackageOrderStatus = z.infer<typeof packageOrderStatusSchema>;

/**
 * Where the payment of an order stands: 'pending' until the payment provider confirms it ('paid'),
 * reports a failed payment ('failed') or the payment window closes unpaid ('expired').
 */
export const packagePaymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired']);
export type PackagePaymentStatus = z.infer<typeof packagePaymentStatusSchema>;

/** What the client needs to open the payment provider's checkout for a pending order. */
export const packageCheckoutSchema = z.object({
  /** 'dev': a test-mode gateway inside the API (local runs and tests); 'razorpay': Razorpay Checkout. */
  provider: z.enum(['dev', 'razorpay']),
  /** Razorpay key id (public); null for the dev provider. */
  keyId: z.nullable(z.string()),
  /** The provider's order id (Razorpay `order_...`). */
  providerOrderId: z.string(),
  /** In paise, as the provider takes it. */
  amount: z.number(),
  currency: z.literal('INR'),
  description: z.string(),
  /** The payment window closes then; the order expires unpaid. */
  expiresAt: z.string(),
});
export type PackageCheckout = z.infer<typeof packageCheckoutSchema>;

export const packageOrderSchema = z.object({
  id: z.string(),
  planId: z.string(),
  plan: packagePlanSchema,
  quantity: z.number(),
  ads: z.number(),
  unitPrice: z.number(),
  subtotal: z.number(),
  gst: z.number(),
  total: z.number(),
  purchasedAt: z.string(),
  validUntil: z.string(),
  /** dd/mm/yyyy, for the Bought Packages table. */
  purchaseDate: z.string(),
  validity: z.string(),
  /** Active/Expired by validity once paid; Inactive while not paid. */
  status: packageOrderStatusSchema,
  paymentStatus: packagePaymentStatusSchema,
  /** Pending orders: when the payment window closes. */
  paymentExpiresAt: z.nullable(z.string()),
  /** Failed orders: the provider's reason, when it gave one. */
  failureReason: z.nullable(z.string()),
  paymentId: z.string(),
});
export type PackageOrder = z.infer<typeof packageOrderSchema>;

export const invoiceLineSchema = z.object({ description: z.string(), amount: z.number() });
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const packageInvoiceSchema = z.object({
  invoiceNumber: z.string(),
  orderId: z.string(),
  issuedAt: z.string(),
  billedTo: z.object({ name: z.string(), mobileNumber: z.string(), email: z.nullable(z.string()) }),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number(),
  gstRate: z.number(),
  gst: z.number(),
  total: z.number(),
  currency: z.literal('INR'),
});
export type PackageInvoice = z.infer<typeof packageInvoiceSchema>;

const providerId = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a string`) })
    .check(z.trim(), z.minLength(1, `${name} is required`), z.maxLength(200));

/** The signed answer of a completed checkout, named as Razorpay Checkout hands it to its handler. */
export const packagePaymentConfirmationSchema = z.object({
  razorpay_order_id: providerId('razorpay_order_id'),
  razorpay_payment_id: providerId('razorpay_payment_id'),
  razorpay_signature: providerId('razorpay_signature'),
});
export type PackagePaymentConfirmation = z.infer<typeof packagePaymentConfirmationSchema>;

export const packageOrderInputSchema = z.object({
  planId: requiredText('planId', 40),
  quantity: z
    .number({ error: (issue) => (issue.input === undefined ? 'quantity is required' : 'quantity must be a number') })
    .check(z.int('quantity must be a whole number'), ruleCheck(packageQuantityProblem)),
});
export type PackageOrderInput = z.infer<typeof packageOrderInputSchema>;

const orderAnswer = z.object({ order: packageOrderSchema });

export const getPackagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/packages',
  response: z.object({ plans: z.array(packagePlanSchema) }),
});

/** A pending order and the checkout that pays it (201). */
export const createPackageOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/package-orders',
  body: packageOrderInputSchema,
  response: z.object({ order: packageOrderSchema, checkout: packageCheckoutSchema }),
});

/** Paid only if the signature is the provider's; idempotent. 400 'Payment could not be verified'. */
export const confirmPackageOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/package-orders/:id/confirm',
  params: idParams('id'),
  body: packagePaymentConfirmationSchema,
  response: orderAnswer,
});

export const getPackageOrdersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/package-orders',
  response: z.object({ orders: z.array(packageOrderSchema) }),
});

/** Spec §4: Expired -> Active; 409 'Package is still active'. */
export const renewPackageOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/package-orders/:id/renew',
  params: idParams('id'),
  response: orderAnswer,
});

export const getPackageInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/package-orders/:id/invoice',
  params: idParams('id'),
  response: packageInvoiceSchema,
});

/** The dev provider's checkout (never in production): the signed triple, or the decline. */
export const payTestOrderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1/dev/payments/:providerOrderId',
  params: idParams('providerOrderId', 200),
  body: z.object({ outcome: z.enum(['success', 'failure'], { message: "outcome must be 'success' or 'failure'" }) }),
  response: z.union([packagePaymentConfirmationSchema, z.object({ error: z.object({ code: z.string(), description: z.string() }) })]),
});
