// Every route, fed malformed JSON, wrong types and huge strings: always a 4xx with a message. Then a
// table of hostile values (NUL and other control characters, 40- and 400-digit numbers, Infinity, NaN,
// 1e309, huge strings, unusual unicode) in every path parameter, query parameter and body field of
// every endpoint, signed in and not: never a 5xx, and a control character is always a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carBody as baseCarBody } from '../test/car-bodies';
import { call, createTestApp, signInOwner, type TestApp } from '../test/test-app';

let t: TestApp;
let token: string;
let ownerId: string;
let carId: string;
beforeAll(async () => {
  t = await createTestApp({
    seed: { cars: 40, images: false },
    // Thousands of calls from one address: the limits are tested elsewhere.
    rateLimits: { globalPerMinute: 10_000_000, otpSendPerIp: 10_000_000, otpVerifyPerIp: 10_000_000 },
    telemetry: { beaconsPerVisitorPerMinute: 10_000_000 },
  });
  let user: { id: string };
  ({ token, user } = await signInOwner(t.app, t.clock));
  ownerId = user.id;
  carId = (await call(t.app, { method: 'POST', url: '/api/v1/car/getAll', payload: { pageSize: 1 } })).json.properties[0].id;
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
  ['POST', '/api/v1/cars/x/views'],
  ['POST', '/api/v1/car-views'],
  ['POST', '/api/v1/profile/get-userProfile'],
  ['PUT', '/api/v1/profile'],
  ['POST', '/api/v1/saved-cars'],
  ['POST', '/api/v1/recently-viewed'],
  ['POST', '/api/v1/saved-searches'],
  ['PUT', '/api/v1/saved-searches/x'],
  ['POST', '/api/v1/alerts/read'],
  ['POST', '/api/v1/enquiries'],
  ['POST', '/api/v1/package-orders'],
  ['POST', '/api/v1/package-orders/x/renew'],
  ['POST', '/api/v1/package-orders/x/confirm'],
  ['POST', '/api/v1/payments/razorpay/webhook'],
  ['POST', '/api/contact'],
  ['POST', '/api/v1/uploads'],
  ['POST', '/api/v1/telemetry'],
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
      await call(t.app, { method: 'GET', url: '/api/v1/cars/%FF%FE' }),
      await call(t.app, { method: 'GET', url: '/api/v1/sellers/%E0%A4' }),
      await call(t.app, { method: 'GET', url: '/uploads/../../etc/passwd' }),
      await call(t.app, { method: 'POST', url: '/api/v1/auth/send-otp', headers: { 'content-type': 'application/json' } }),
      // sendBeacon's text/plain is read as JSON on the telemetry route only: text that is not JSON is refused.
      await call(t.app, {
        method: 'POST',
        url: '/api/v1/telemetry',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: 'hello',
      }),
    ];
    // The dealers query with an operator-looking key is simply ignored (200); the rest are refused.
    for (const [i, res] of cases.entries()) {
      expect(res.status, `case ${i}`).toBeLessThan(500);
      if (i !== 4) expect(res.status, `case ${i}`).toBeGreaterThanOrEqual(400);
    }
    // Bytes that are not UTF-8 in a query are read leniently (as U+FFFD), never a 5xx.
    expect((await call(t.app, { method: 'GET', url: '/api/v1/dealers?city=%FF&search=%' })).status).toBe(200);
  });
  it('sends security headers and honours the CORS allowlist', async () => {
    const allowed = await call(t.app, { method: 'GET', url: '/api/v1/health', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    const denied = await call(t.app, { method: 'GET', url: '/api/v1/health', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

/** Control characters: a 400 wherever they appear (tab and line breaks are allowed in message fields only, so they are not here). */
const CONTROL_VALUES = ['\u0000', 'Tata\u0000Nexon', '\u0001', '\u001b[31mred', '\u007f', '\u0085', '\u0000'.repeat(1000)];
const HOSTILE_VALUES: unknown[] = [
  ...CONTROL_VALUES,
  '1'.repeat(40),
  '9'.repeat(400),
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-1',
  '0x1F',
  '1,2,3,4,5,6,7,8,9,0,1,2,3,4,5,6,7',
  ' ',
  'x'.repeat(100_000),
  '😀 हिन्दी 𝒜 \u202e \ufeff',
  '\ud800',
  "' or 1=1 --",
  '../../etc/passwd',
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  1.5,
  true,
  [],
  ['\u0000'],
  { $gt: '' },
  { '\u0000': 1 },
];
const isControl = (value: unknown) =>
  (typeof value === 'string' && CONTROL_VALUES.includes(value)) ||
  (Array.isArray(value) && value.includes('\u0000')) ||
  (typeof value === 'object' && value !== null && '\u0000' in value);

interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** With :name placeholders filled from params. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: () => Record<string, unknown>;
}

// The string forms the create form sends (a year, a price with Indian grouping, a mileage).
const carBody = () => baseCarBody(ownerId, { registrationYear: '2021', carPrice: '9,50,000', mileage: '18.5' });

const endpoints = (): Endpoint[] => [
  {
    method: 'POST',
    path: '/api/v1/auth/signup',
    body: () => ({ fullName: 'Fuzz Person', email: 'fuzz@example.in', mobileNumber: '9000012345', userType: 'EndUser' }),
  },
  { method: 'POST', path: '/api/v1/auth/send-otp', body: () => ({ mobileNumber: '9876543210' }) },
  { method: 'POST', path: '/api/v1/auth/verify-otp', body: () => ({ userId: ownerId, otpType: 'mobile', otp: '1234' }) },
  { method: 'GET', path: '/api/v1/auth/me' },
  { method: 'POST', path: '/api/v1/car/getAll', body: () => ({ userType: 'Dealer', page: 1, pageSize: 10 }) },
  {
    method: 'GET',
    path: '/api/v1/cars',
    query: {
      brand: 'Tata',
      model: 'Nexon',
      fuel: 'Petrol',
      location: 'Pune',
      search: 'tata',
      sort: 'popularity',
      ownerType: 'all',
      priceMin: '100000',
      priceMax: '900000',
      yearMin: '2010',
      yearMax: '2024',
      kmMax: '90000',
      page: '1',
      pageSize: '24',
    },
  },
  { method: 'GET', path: '/api/v1/cars/:id', params: { id: 'CAR' } },
  { method: 'GET', path: '/api/v1/cars/:id/similar', params: { id: 'CAR' }, query: { limit: '4' } },
  { method: 'POST', path: '/api/v1/car/get-user-cars', body: () => ({ userId: ownerId }) },
  { method: 'POST', path: '/api/v1/car/create-update', body: carBody },
  { method: 'POST', path: '/api/v1/cars/:id/mark-sold', params: { id: 'nope' } },
  { method: 'DELETE', path: '/api/v1/cars/:id', params: { id: 'nope' } },
  { method: 'POST', path: '/api/v1/profile/get-userProfile', body: () => ({ userId: ownerId }) },
  {
    method: 'PUT',
    path: '/api/v1/profile',
    body: () => ({
      fullName: 'Rahul Sharma',
      email: 'rahul@example.in',
      address: '12 MG Road',
      landmark: 'Near park',
      city: 'Pune',
      pin: '411001',
      image: '',
      avatar: '',
    }),
  },
  { method: 'GET', path: '/api/v1/saved-cars' },
  { method: 'POST', path: '/api/v1/saved-cars', body: () => ({ carId: 'CAR' }) },
  { method: 'DELETE', path: '/api/v1/saved-cars/:carId', params: { carId: 'nope' } },
  { method: 'GET', path: '/api/v1/recently-viewed' },
  { method: 'POST', path: '/api/v1/recently-viewed', body: () => ({ views: [{ carId: 'CAR', viewedAt: '2026-01-01T10:00:00.000Z' }] }) },
  { method: 'DELETE', path: '/api/v1/recently-viewed' },
  { method: 'GET', path: '/api/v1/recently-viewed/cars', query: { ids: 'CAR' } },
  { method: 'GET', path: '/api/v1/saved-searches' },
  {
    method: 'POST',
    path: '/api/v1/saved-searches',
    body: () => ({
      name: 'Diesel in Pune',
      query: { brand: ['Tata'], fuel: ['Diesel'], location: ['Pune'], priceMax: 900000, search: 'nexon' },
      alert: 'daily',
    }),
  },
  { method: 'PUT', path: '/api/v1/saved-searches/:id', params: { id: 'nope' }, body: () => ({ name: 'Renamed', alert: 'off' }) },
  { method: 'DELETE', path: '/api/v1/saved-searches/:id', params: { id: 'nope' } },
  { method: 'POST', path: '/api/v1/saved-searches/:id/seen', params: { id: 'nope' } },
  { method: 'GET', path: '/api/v1/cars/:id/price-history', params: { id: 'CAR' } },
  { method: 'GET', path: '/api/v1/alerts', query: { page: '1', pageSize: '20' } },
  { method: 'POST', path: '/api/v1/alerts/read', body: () => ({ ids: ['1', '2'] }) },
  { method: 'POST', path: '/api/v1/enquiries', body: () => ({ carId: 'CAR', message: 'Is it available?' }) },
  { method: 'GET', path: '/api/v1/enquiries/mine' },
  { method: 'DELETE', path: '/api/v1/enquiries/:id', params: { id: 'nope' } },
  { method: 'GET', path: '/api/v1/enquiries/received', query: { city: 'Pune', carId: 'CAR' } },
  { method: 'GET', path: '/api/v1/dealers', query: { city: 'Pune', search: 'motors' } },
  { method: 'GET', path: '/api/v1/packages' },
  { method: 'POST', path: '/api/v1/package-orders', body: () => ({ planId: '3m-1', quantity: 1 }) },
  { method: 'GET', path: '/api/v1/package-orders' },
  { method: 'POST', path: '/api/v1/package-orders/:id/renew', params: { id: 'nope' } },
  { method: 'GET', path: '/api/v1/package-orders/:id/invoice', params: { id: 'nope' } },
  {
    method: 'POST',
    path: '/api/contact',
    body: () => ({
      firstName: 'Asha',
      lastName: 'Rao',
      phone: '+91 98765 43210',
      email: 'asha@example.in',
      subject: 'Hello',
      message: 'Line one\nLine two\tend',
    }),
  },
  { method: 'GET', path: '/api/v1/locations' },
  { method: 'GET', path: '/api/v1/stats/home' },
  { method: 'GET', path: '/api/v1/health' },
  { method: 'GET', path: '/api/v1/sellers/:userId', params: { userId: 'OWNER' } },
  { method: 'POST', path: '/api/v1/sellers/:userId/report', params: { userId: 'OWNER' }, body: () => ({ reason: 'Spam\nand more' }) },
  { method: 'GET', path: '/api/v1/dev/last-otp', query: { mobileNumber: '9876543210' } },
  {
    method: 'POST',
    path: '/api/v1/telemetry',
    body: () => ({
      environment: 'staging',
      route: '/cars/:id',
      releases: { shell: '0.1.0+56edb91', 'mf-browse': '0.2.0+1a2b3c4' },
      events: [
        { kind: 'vital', name: 'LCP', value: 1830.4, at: 1_764_000_000_000 },
        { kind: 'error', source: 'uncaught', message: 'boom', at: 1_764_000_000_001 },
      ],
    }),
  },
  { method: 'GET', path: '/api/v1/telemetry/rollups', query: { environment: 'staging', app: 'mf-browse', since: '2026-01-01T00:00:00Z' } },
  { method: 'GET', path: '/api/v1/telemetry/decisions', query: { environment: 'staging', limit: '5' } },
];

const fill = (value: string) => (value === 'CAR' ? carId : value === 'OWNER' ? ownerId : value);
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Percent-encoded; a lone surrogate (which UTF-8 cannot encode) is sent as the invalid bytes it would be. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(endpoint: Endpoint, params: Record<string, string>, query: Record<string, string>): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodePathSegment(params[name] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

describe('hostile values in every input', () => {
  const request = async (
    endpoint: Endpoint,
    withToken: boolean,
    changes: { params?: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> },
  ) => {
    const params = Object.fromEntries(Object.entries({ ...endpoint.params, ...changes.params }).map(([k, v]) => [k, fill(v)]));
    const query = Object.fromEntries(Object.entries({ ...endpoint.query, ...changes.query }).map(([k, v]) => [k, fill(v)]));
    const body = changes.body ?? endpoint.body?.();
    return call(t.app, {
      method: endpoint.method,
      url: urlOf(endpoint, params, query),
      ...(body ? { payload: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? fill(v) : v])) } : {}),
      ...(withToken ? { token } : {}),
    });
  };
  const check = (res: { status: number; body: string; json?: { message?: unknown } }, what: string, value: unknown) => {
    expect(res.status, `${what} = ${asText(value).slice(0, 30)} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (isControl(value)) {
      expect(res.status, `${what} = ${asText(value).slice(0, 30)}`).toBe(400);
      expect(res.json?.message).toMatch(/^Control characters are not allowed \(U\+[0-9A-F]{4} in /);
    }
  };

  for (const endpoint of endpoints()) {
    it(`${endpoint.method} ${endpoint.path}: no 5xx, control characters are a 400`, async () => {
      for (const withToken of [false, true]) {
        const who = withToken ? 'signed in' : 'anonymous';
        for (const value of HOSTILE_VALUES) {
          for (const name of Object.keys(endpoint.params ?? {})) {
            if (typeof value !== 'string') continue;
            check(await request(endpoint, withToken, { params: { [name]: value } }), `${who} path :${name}`, value);
          }
          for (const name of Object.keys(endpoint.query ?? {})) {
            if (typeof value !== 'string') continue;
            check(await request(endpoint, withToken, { query: { [name]: value } }), `${who} query ${name}`, value);
          }
          const body = endpoint.body?.();
          for (const name of Object.keys(body ?? {})) {
            check(await request(endpoint, withToken, { body: { ...body, [name]: value } }), `${who} body ${name}`, value);
          }
        }
      }
    }, 120_000);
  }

  it('the reported cases: a NUL byte is a 400 naming where it was', async () => {
    const nul = '\u0000';
    const cases = [
      { method: 'POST', url: '/api/v1/car/create-update', payload: { ...carBody(), brand: `Ta${nul}ta` }, token, where: 'body.brand' },
      {
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { fullName: `A${nul}`, email: 'a@b.in', mobileNumber: '9000054321' },
        where: 'body.fullName',
      },
      {
        method: 'POST',
        url: '/api/contact',
        payload: { firstName: 'A', lastName: 'B', phone: '9876543210', email: 'a@b.in', subject: 'S', message: `M${nul}` },
        where: 'body.message',
      },
      { method: 'POST', url: '/api/v1/enquiries', payload: { carId, message: `Hi${nul}` }, token, where: 'body.message' },
      { method: 'POST', url: `/api/v1/sellers/${ownerId}/report`, payload: { reason: `R${nul}` }, token, where: 'body.reason' },
      { method: 'PUT', url: '/api/v1/profile', payload: { city: `Pune${nul}` }, token, where: 'body.city' },
      { method: 'GET', url: '/api/v1/dealers?city=%00', where: 'query.city' },
      { method: 'GET', url: '/api/v1/cars/%00', where: 'path.id' },
      { method: 'GET', url: '/api/v1/sellers/%00', where: 'path.userId' },
    ] as const;
    for (const { where, ...options } of cases) {
      const res = await call(t.app, options);
      expect(res.status, options.url).toBe(400);
      expect(res.json).toEqual({ message: `Control characters are not allowed (U+0000 in ${where})` });
    }
  });

  it('tab and line breaks are text in message fields only', async () => {
    const contact = { firstName: 'Asha', lastName: 'Rao', phone: '9876543210', email: 'asha@example.in', subject: 'Hello' };
    expect((await call(t.app, { method: 'POST', url: '/api/contact', payload: { ...contact, message: 'One\r\nTwo\tthree' } })).status).toBe(
      201,
    );
    const res = await call(t.app, { method: 'POST', url: '/api/contact', payload: { ...contact, subject: 'Hello\nthere', message: 'x' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Control characters are not allowed (U+000A in body.subject)');
  });

  it('numbers: a 40- or 400-digit mileage or price is a 400 with a message, never stored', async () => {
    for (const [field, value, message] of [
      ['mileage', '1'.repeat(40), 'mileage is too large'],
      ['mileage', '9'.repeat(400), 'mileage is too large'],
      ['mileage', '1001', 'mileage is too large'],
      ['mileage', 'Infinity', 'mileage must be a number'],
      ['carPrice', '1'.repeat(40), 'carPrice is too large'],
      ['carPrice', '9'.repeat(400), 'carPrice is too large'],
      ['kmDriven', '1e309', 'kmDriven must be a number'],
      ['seats', 'NaN', 'seats must be a number'],
    ] as const) {
      const res = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', token, payload: { ...carBody(), [field]: value } });
      expect(res.status, `${field}=${value.slice(0, 20)}`).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const ok = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: { ...carBody(), mileage: '0018.50' },
    });
    expect(ok.status).toBe(201);
    expect(ok.json.car.mileage).toBe(18.5);
  });
});
