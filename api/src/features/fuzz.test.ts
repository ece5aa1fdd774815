// Every route, fed malformed JSON, wrong types and huge strings: always a 4xx with a message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInOwner, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 40, images: false } });
  ({ token } = await signInOwner(t.app, t.clock));
});
afterAll(() => t.close());

const routes: [string, string][] = [
  ['POST', '/api/v1/auth/signup'],
  ['POST', '/api/v1/auth/send-otp'],
  ['POST', '/api/v1/auth/verify-otp'],
  ['POST', '/api/v1/car/getAll'],
  ['POST', '/api/v1/car/create-update'],
  ['POST', '/api/v1/car/get-user-cars'],
  ['POST', '/api/v1/cars/x/mark-sold'],
  ['POST', '/api/v1/profile/get-userProfile'],
  ['PUT', '/api/v1/profile'],
  ['POST', '/api/v1/saved-cars'],
  ['POST', '/api/v1/enquiries'],
  ['POST', '/api/v1/package-orders'],
  ['POST', '/api/v1/package-orders/x/renew'],
  ['POST', '/api/v1/package-orders/x/confirm'],
  ['POST', '/api/v1/payments/razorpay/webhook'],
  ['POST', '/api/contact'],
  ['POST', '/api/v1/uploads'],
];

const huge = 'x'.repeat(200_000);
const bodies: (string | object)[] = [
  '{bad json',
  '[1,2,3]',
  '"string"',
  'null',
  '123',
  '{"__proto__":{"admin":true}}',
  { mobileNumber: { $gt: '' }, userId: ['a'], otp: 1234, carId: 5, planId: null, quantity: 'many' },
  { fullName: huge, email: huge, mobileNumber: huge, userId: huge, otp: huge, carId: huge, brand: huge, message: huge },
  { carPrice: 1e308, kmDriven: -1, manufacturingYear: 'NaN', seats: {}, carImages: 'x', isSold: 'yes' },
];

describe('fuzz', () => {
  for (const [method, url] of routes) {
    it(`${method} ${url} never answers 5xx`, async () => {
      for (const withToken of [false, true]) {
        for (const body of bodies) {
          const res = await call(t.app, {
            method: method as 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
            ...(withToken ? { token } : {}),
          });
          expect(res.status, `${url} ${String(body).slice(0, 40)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
          // Bodies that cannot be a valid request must be refused with a message.
          if (url !== '/api/v1/car/getAll' && body !== 'null') {
            expect(res.status, `${url} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
            expect(typeof res.json?.message).toBe('string');
          }
        }
      }
    });
  }
  it('wrong content types, oversized bodies, odd URLs', async () => {
    const cases = [
      await call(t.app, { method: 'POST', url: '/api/v1/auth/send-otp', headers: { 'content-type': 'text/plain' }, payload: 'hello' }),
      await call(t.app, {
        method: 'POST',
        url: '/api/v1/auth/send-otp',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ mobileNumber: 'x'.repeat(2_000_000) }),
      }),
      await call(t.app, { method: 'GET', url: `/api/v1/cars/${'z'.repeat(500)}` }),
      await call(t.app, { method: 'GET', url: '/api/v1/cars?page=1e400&brand=' + 'b'.repeat(500) }),
      await call(t.app, { method: 'GET', url: '/api/v1/dealers?city[$ne]=x' }),
      await call(t.app, { method: 'GET', url: '/api/v1/nope' }),
      await call(t.app, { method: 'GET', url: '/uploads/../../etc/passwd' }),
      await call(t.app, { method: 'POST', url: '/api/v1/auth/send-otp', headers: { 'content-type': 'application/json' } }),
    ];
    // The dealers query with an operator-looking key is simply ignored (200); the rest are refused.
    for (const [i, res] of cases.entries()) {
      expect(res.status, `case ${i}`).toBeLessThan(500);
      if (i !== 4) expect(res.status, `case ${i}`).toBeGreaterThanOrEqual(400);
    }
  });
  it('sends security headers and honours the CORS allowlist', async () => {
    const allowed = await call(t.app, { method: 'GET', url: '/api/v1/health', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const denied = await call(t.app, { method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});
