// Issue 17.1: an order is paid only when the payment provider confirms it. Orders start pending; a
// checkout answer is verified by its HMAC signature, a webhook by X-Razorpay-Signature over the raw
// body; double confirmations are idempotent; failures stay failed; unpaid orders expire.
import { createHmac } from 'node:crypto';
import { addMonths } from '@carmarket/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { createPackageOrder, devCheckout } from '../../test/package-checkout';
import type { CreateProviderOrderInput } from './payment-provider';
import { createRazorpayProvider, razorpayOrdersApi, RAZORPAY_ORDERS_URL } from './razorpay-provider';
import { WEBHOOK_PATH } from './payment-webhook-routes';

const KEYS = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'test_key_secret_0123456789', webhookSecret: 'test_webhook_secret_9876' };
/** Signatures computed here from Razorpay's documented formulas, independently of the code under test. */
const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');
const checkoutAnswer = (orderId: string, paymentId: string, secret = KEYS.keySecret) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: hmac(secret, `${orderId}|${paymentId}`),
});

let t: TestApp;
let rzp: TestApp;
let owner: { token: string; user: { id: string } };
let dealer: { token: string; user: { id: string } };
const createdAtRazorpay: CreateProviderOrderInput[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 10, images: false } });
  owner = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
  // Razorpay in test mode with its Orders API faked: the HTTP API is not reachable from tests.
  let n = 0;
  const payments = createRazorpayProvider(KEYS, {
    createOrder: async (input) => {
      createdAtRazorpay.push(input);
      n += 1;
      return { id: `order_Test${String(n).padStart(10, '0')}` };
    },
  });
  rzp = await createTestApp({ database: t.database, seed: false, payments });
});
afterAll(async () => {
  await rzp.close();
  await t.close();
});

const row = (id: string) => t.database.db.selectFrom('packageOrders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const listed = async (app: TestApp, id: string) =>
  (await call(app.app, { method: 'GET', url: '/api/v1/package-orders', token: owner.token })).json.orders.find(
    (o: { id: string }) => o.id === id,
  );
const confirm = (app: TestApp, orderId: string, payload: object, token = owner.token) =>
  call(app.app, { method: 'POST', url: `/api/v1/package-orders/${orderId}/confirm`, payload, token });
const webhook = (app: TestApp, event: object, signature?: string) => {
  const body = JSON.stringify(event);
  return call(app.app, {
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }) },
    payload: body,
  });
};
const signedWebhook = (app: TestApp, event: object) => webhook(app, event, hmac(KEYS.webhookSecret, JSON.stringify(event)));
const captured = (orderId: string, paymentId: string, amount: number) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, entity: 'payment', amount, currency: 'INR', status: 'captured', order_id: orderId } } },
});

describe('creating an order takes no money and marks nothing paid', () => {
  it('answers a pending order and a checkout; no payment token, no capture, whatever the client sends', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/package-orders',
      // Fields a client might try: ignored. The amount is the catalogue's.
      payload: { planId: '6m-500', quantity: 1000, paymentToken: 'tok_ok', status: 'captured', total: 1, amount: 100 },
      token: owner.token,
    });
    expect(res.status).toBe(201);
    expect(res.json.order).toMatchObject({ paymentStatus: 'pending', status: 'Inactive', paymentId: '', total: 49999 * 1000 + 9000 });
    expect(res.json.payment).toBeUndefined();
    expect(res.json.checkout).toMatchObject({ provider: 'dev', keyId: null, amount: (49999 * 1000 + 9000) * 100, currency: 'INR' });
    expect(new Date(res.json.checkout.expiresAt).getTime() - t.clock().getTime()).toBe(30 * 60_000);
    expect(await row(res.json.order.id)).toMatchObject({ status: 'pending', paymentId: null, paidAt: null });
    // Listed truthfully as pending; no invoice, no renew.
    expect(await listed(t, res.json.order.id)).toMatchObject({ paymentStatus: 'pending', status: 'Inactive' });
    for (const [method, url] of [
      ['GET', `/api/v1/package-orders/${res.json.order.id}/invoice`],
      ['POST', `/api/v1/package-orders/${res.json.order.id}/renew`],
    ] as const) {
      expect((await call(t.app, { method, url, token: owner.token })).status).toBe(404);
    }
  });

  it('a provider that cannot create its order: 502 and no order left', async () => {
    const broken = await createTestApp({
      database: t.database,
      seed: false,
      payments: createRazorpayProvider(KEYS, {
        createOrder: async () => {
          throw new Error('connect ECONNREFUSED api.razorpay.com');
        },
      }),
    });
    try {
      const before = (await t.database.db.selectFrom('packageOrders').select('id').execute()).length;
      const res = await call(broken.app, {
        method: 'POST',
        url: '/api/v1/package-orders',
        payload: { planId: '3m-1', quantity: 1 },
        token: owner.token,
      });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ message: 'Payment could not be started. Please try again' });
      expect((await t.database.db.selectFrom('packageOrders').select('id').execute()).length).toBe(before);
    } finally {
      await broken.close();
    }
  });
});

describe('Razorpay checkout confirmation', () => {
  it('creates the Razorpay order server-side with the amount in paise and our order id as receipt', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-5', quantity: 2 });
    expect(checkout).toMatchObject({ provider: 'razorpay', keyId: KEYS.keyId, amount: 381_500, currency: 'INR' });
    expect(createdAtRazorpay.at(-1)).toEqual({
      amount: 381_500,
      currency: 'INR',
      receipt: order.id,
      notes: { orderId: order.id, planId: '3m-5', quantity: '2' },
    });
    expect((await row(order.id)).providerOrderId).toBe(checkout.providerOrderId);
  });

  it('a bad signature is a 400 and the order stays pending', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
    const other = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
    const forged = [
      { ...checkoutAnswer(checkout.providerOrderId, 'pay_A1'), razorpay_signature: '0'.repeat(64) },
      { ...checkoutAnswer(checkout.providerOrderId, 'pay_A1'), razorpay_signature: 'not-hex' },
      { ...checkoutAnswer(checkout.providerOrderId, 'pay_A1'), razorpay_signature: hmac(KEYS.keySecret, 'x').slice(0, 40) },
      checkoutAnswer(checkout.providerOrderId, 'pay_A1', 'another_secret'),
      // A genuine answer for another order does not pay this one.
      checkoutAnswer(other.checkout.providerOrderId, 'pay_A2'),
      // The signature of one payment does not cover another payment id.
      { ...checkoutAnswer(checkout.providerOrderId, 'pay_A1'), razorpay_payment_id: 'pay_A3' },
    ];
    for (const answer of forged) {
      const res = await confirm(rzp, order.id, answer);
      expect(res.status, JSON.stringify(answer)).toBe(400);
      expect(res.json).toEqual({ message: 'Payment could not be verified' });
    }
    for (const missing of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']) {
      const answer: Record<string, string> = checkoutAnswer(checkout.providerOrderId, 'pay_A1');
      delete answer[missing];
      expect((await confirm(rzp, order.id, answer)).status).toBe(400);
    }
    expect(await row(order.id)).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('a good signature pays the order; validity counts from the payment; then it is listed and invoiced', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-10', quantity: 1 });
    expect((await confirm(rzp, order.id, checkoutAnswer(checkout.providerOrderId, 'pay_B1'), dealer.token)).status).toBe(403);
    rzp.clock.advance(10 * 60_000);
    const res = await confirm(rzp, order.id, checkoutAnswer(checkout.providerOrderId, 'pay_B1'));
    expect(res.status).toBe(200);
    expect(res.json.order).toMatchObject({ paymentStatus: 'paid', status: 'Active', paymentId: 'pay_B1', total: 2999 + 540 });
    const paid = await row(order.id);
    expect(paid).toMatchObject({ status: 'paid', paymentId: 'pay_B1', paymentProvider: 'razorpay' });
    expect(new Date(paid.paidAt!).getTime()).toBe(rzp.clock().getTime());
    // Three calendar months from the payment, clamped to the month's last day (29 Nov + 3 months is 28 Feb,
    // not 1 Mar): the rule shared/src/domain/packages.test.ts pins down. The test clock is today's date.
    expect(res.json.order.validUntil).toBe(addMonths(new Date(paid.paidAt!), 3).toISOString());
    expect((await call(rzp.app, { method: 'GET', url: `/api/v1/package-orders/${order.id}/invoice`, token: owner.token })).status).toBe(
      200,
    );
  });

  it('a double confirmation is idempotent: same answer twice, or twice at once, credits once', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 2 });
    const answer = checkoutAnswer(checkout.providerOrderId, 'pay_C1');
    const [first, second] = await Promise.all([confirm(rzp, order.id, answer), confirm(rzp, order.id, answer)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const once = await row(order.id);
    rzp.clock.advance(60_000);
    const replay = await confirm(rzp, order.id, answer);
    expect(replay.status).toBe(200);
    expect(replay.json.order).toMatchObject({ paymentStatus: 'paid', paymentId: 'pay_C1', validUntil: first.json.order.validUntil });
    // Nothing moved: the same paid time and validity (a replay does not extend the package).
    expect(await row(order.id)).toEqual(once);
    // A second, different payment for a paid order is not credited again.
    const another = await confirm(rzp, order.id, checkoutAnswer(checkout.providerOrderId, 'pay_C2'));
    expect(another.status).toBe(409);
    expect(await row(order.id)).toEqual(once);
  });
});

describe('Razorpay webhook', () => {
  it('a missing or bad X-Razorpay-Signature is a 400 and changes nothing', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
    const event = captured(checkout.providerOrderId, 'pay_D1', checkout.amount);
    expect((await webhook(rzp, event)).status).toBe(400);
    expect((await webhook(rzp, event, hmac('wrong secret', JSON.stringify(event)))).status).toBe(400);
    // Signed with the key secret instead of the webhook secret: still wrong.
    expect((await webhook(rzp, event, hmac(KEYS.keySecret, JSON.stringify(event)))).status).toBe(400);
    // The signature covers the exact bytes: the same JSON re-spaced is another body.
    const spaced = await call(rzp.app, {
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(KEYS.webhookSecret, JSON.stringify(event)) },
      payload: JSON.stringify(event, null, 2),
    });
    expect(spaced.status).toBe(400);
    expect(spaced.json).toEqual({ message: 'Invalid webhook signature' });
    expect(await row(order.id)).toMatchObject({ status: 'pending', paymentId: null });
  });

  it('payment.captured, signed, pays the order; a replay and a later client confirmation change nothing', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '4m-50', quantity: 1 });
    const event = captured(checkout.providerOrderId, 'pay_E1', checkout.amount);
    const res = await signedWebhook(rzp, event);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ received: true, handled: true });
    const paid = await row(order.id);
    expect(paid).toMatchObject({ status: 'paid', paymentId: 'pay_E1' });
    rzp.clock.advance(60_000);
    expect((await signedWebhook(rzp, event)).status).toBe(200);
    expect((await confirm(rzp, order.id, checkoutAnswer(checkout.providerOrderId, 'pay_E1'))).status).toBe(200);
    expect(await row(order.id)).toEqual(paid);
  });

  it('order.paid pays; a wrong amount does not; unknown orders and other events are acknowledged', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-5', quantity: 1 });
    const short = await signedWebhook(rzp, captured(checkout.providerOrderId, 'pay_F0', 100));
    expect(short.json).toEqual({ received: true, handled: false });
    expect((await row(order.id)).status).toBe('pending');
    const orderPaid = {
      event: 'order.paid',
      payload: {
        payment: { entity: { id: 'pay_F1', order_id: checkout.providerOrderId, amount: checkout.amount } },
        order: { entity: { id: checkout.providerOrderId, amount_paid: checkout.amount, status: 'paid' } },
      },
    };
    expect((await signedWebhook(rzp, orderPaid)).json).toEqual({ received: true, handled: true });
    expect(await row(order.id)).toMatchObject({ status: 'paid', paymentId: 'pay_F1' });
    expect((await signedWebhook(rzp, captured('order_NotOurs', 'pay_F2', 100))).json).toEqual({ received: true, handled: false });
    expect((await signedWebhook(rzp, { event: 'refund.created', payload: {} })).status).toBe(200);
    const junk = '{not json';
    const malformed = await call(rzp.app, {
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(KEYS.webhookSecret, junk) },
      payload: junk,
    });
    expect(malformed.status).toBe(400);
  });

  it('payment.failed leaves the order failed with the reason; a captured payment later still credits it', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_G1', order_id: checkout.providerOrderId, error_description: 'Card declined by bank' } } },
    };
    expect((await signedWebhook(rzp, failed)).json).toEqual({ received: true, handled: true });
    expect(await row(order.id)).toMatchObject({ status: 'failed', paymentId: null, failureReason: 'Card declined by bank' });
    expect(await listed(rzp, order.id)).toMatchObject({
      paymentStatus: 'failed',
      status: 'Inactive',
      failureReason: 'Card declined by bank',
    });
    expect((await call(rzp.app, { method: 'GET', url: `/api/v1/package-orders/${order.id}/invoice`, token: owner.token })).status).toBe(
      404,
    );
    // Razorpay lets the customer retry in the same checkout: money taken is never lost.
    await signedWebhook(rzp, captured(checkout.providerOrderId, 'pay_G2', checkout.amount));
    expect(await row(order.id)).toMatchObject({ status: 'paid', paymentId: 'pay_G2', failureReason: null });
    // A late failure notice does not undo a payment.
    await signedWebhook(rzp, failed);
    expect((await row(order.id)).status).toBe('paid');
  });
});

describe('dev provider (local runs and tests)', () => {
  it('its checkout answers a signed triple that the same confirm endpoint verifies', async () => {
    const { order, checkout } = await createPackageOrder(t.app, owner.token, { planId: '3m-1', quantity: 1 });
    expect((await devCheckout(t.app, dealer.token, checkout.providerOrderId)).status).toBe(403);
    const answer = await devCheckout(t.app, owner.token, checkout.providerOrderId);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect((await confirm(t, order.id, { ...answer.json, razorpay_signature: 'f'.repeat(64) })).status).toBe(400);
    expect((await row(order.id)).status).toBe('pending');
    const paid = await confirm(t, order.id, answer.json);
    expect(paid.status).toBe(200);
    expect(paid.json.order).toMatchObject({ paymentStatus: 'paid', status: 'Active' });
    expect((await devCheckout(t.app, owner.token, checkout.providerOrderId)).status).toBe(409);
  });

  it('a declined test payment leaves the order failed', async () => {
    const { order, checkout } = await createPackageOrder(t.app, owner.token, { planId: '3m-1', quantity: 1 });
    const declined = await devCheckout(t.app, owner.token, checkout.providerOrderId, 'failure');
    expect(declined.json).toEqual({ error: { code: 'BAD_REQUEST_ERROR', description: 'Test payment declined' } });
    expect(await listed(t, order.id)).toMatchObject({ paymentStatus: 'failed', failureReason: 'Test payment declined' });
  });

  it('the dev checkout does not exist in production, nor with Razorpay', async () => {
    const prod = await createTestApp({ database: t.database, seed: false, production: true });
    try {
      const { checkout } = await createPackageOrder(prod.app, owner.token, { planId: '3m-1', quantity: 1 });
      expect((await devCheckout(prod.app, owner.token, checkout.providerOrderId)).status).toBe(404);
      const viaRazorpay = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
      expect((await devCheckout(rzp.app, owner.token, viaRazorpay.checkout.providerOrderId)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('unpaid orders expire (state in the database, so every API process agrees)', () => {
  it('pending for 30 minutes, then expired; the dev checkout refuses it', async () => {
    const { order, checkout } = await createPackageOrder(t.app, owner.token, { planId: '3m-1', quantity: 1 });
    t.clock.advance(29 * 60_000);
    expect(await listed(t, order.id)).toMatchObject({ paymentStatus: 'pending' });
    t.clock.advance(60_000);
    // Another API process, its clock at the same moment (the deadline), reads the same database.
    const other = await createTestApp({ database: t.database, seed: false });
    try {
      other.clock.advance(t.clock().getTime() - other.clock().getTime());
      expect(await listed(other, order.id)).toMatchObject({ paymentStatus: 'expired', status: 'Inactive', paymentExpiresAt: null });
      expect((await row(order.id)).status).toBe('expired');
      expect(await listed(t, order.id)).toMatchObject({ paymentStatus: 'expired' });
    } finally {
      await other.close();
    }
    const late = await devCheckout(t.app, owner.token, checkout.providerOrderId);
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: 'This order has expired. Please place a new order' });
  });

  it('a provider-confirmed payment that arrives after the deadline is still credited (the money was taken)', async () => {
    const { order, checkout } = await createPackageOrder(rzp.app, owner.token, { planId: '3m-1', quantity: 1 });
    rzp.clock.advance(31 * 60_000);
    expect(await listed(rzp, order.id)).toMatchObject({ paymentStatus: 'expired' });
    const res = await confirm(rzp, order.id, checkoutAnswer(checkout.providerOrderId, 'pay_H1'));
    expect(res.json.order).toMatchObject({ paymentStatus: 'paid', status: 'Active' });
  });
});

describe('razorpayOrdersApi (the real HTTP call, with fetch injected)', () => {
  it('POSTs to /v1/orders with HTTP Basic key id:secret and the amount in paise', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_IluGWxBm9U8zJ8', entity: 'order', amount: 47_100, status: 'created' }), {
        status: 200,
      });
    }) as unknown as typeof fetch;
    const create = razorpayOrdersApi(KEYS, { fetch: fakeFetch });
    const order = await create({ amount: 47_100, currency: 'INR', receipt: 'our-order-1', notes: { orderId: 'our-order-1' } });
    expect(order).toEqual({ id: 'order_IluGWxBm9U8zJ8' });
    expect(seen[0]!.url).toBe(RAZORPAY_ORDERS_URL);
    expect(RAZORPAY_ORDERS_URL).toBe('https://api.razorpay.com/v1/orders');
    expect(seen[0]!.init.method).toBe('POST');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from(`${KEYS.keyId}:${KEYS.keySecret}`).toString('base64')}`,
    );
    expect(JSON.parse(String(seen[0]!.init.body))).toEqual({
      amount: 47_100,
      currency: 'INR',
      receipt: 'our-order-1',
      notes: { orderId: 'our-order-1' },
    });
  });

  it('rejects when Razorpay refuses', async () => {
    const refusing = (async () =>
      new Response(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }), {
        status: 401,
      })) as unknown as typeof fetch;
    await expect(razorpayOrdersApi(KEYS, { fetch: refusing })({ amount: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(
      /Authentication failed/,
    );
  });
});
