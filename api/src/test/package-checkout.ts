// Buying a package in tests as the UI does with the dev provider: create the order, "pay" in the dev
// checkout (which answers the signed triple), confirm it.
import type { FastifyInstance } from 'fastify';
import { call } from './test-app';

export async function createPackageOrder(app: FastifyInstance, token: string, payload: { planId: string; quantity: number }) {
  const created = await call(app, { method: 'POST', url: '/api/v1/package-orders', payload, token });
  if (created.status !== 201) throw new Error(`order not created: ${created.status} ${created.body}`);
  return created.json as { order: { id: string; paymentStatus: string }; checkout: { providerOrderId: string; amount: number } };
}

export async function devCheckout(
  app: FastifyInstance,
  token: string,
  providerOrderId: string,
  outcome: 'success' | 'failure' = 'success',
) {
  return call(app, { method: 'POST', url: `/api/v1/dev/payments/${providerOrderId}`, payload: { outcome }, token });
}

/** Creates, pays and confirms an order; returns the confirmation's response. */
export async function buyPackage(app: FastifyInstance, token: string, payload: { planId: string; quantity: number }) {
  const { order, checkout } = await createPackageOrder(app, token, payload);
  const paid = await devCheckout(app, token, checkout.providerOrderId);
  if (paid.status !== 200) throw new Error(`dev checkout failed: ${paid.status} ${paid.body}`);
  return call(app, { method: 'POST', url: `/api/v1/package-orders/${order.id}/confirm`, payload: paid.json, token });
}
