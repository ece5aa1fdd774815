// Security at the HTTP level, against the production builds and the API: response headers
// (CSP naming exactly the composition's origins, nosniff, framing), the API's CORS allowlist,
// OTP brute force, one user's token against another's data, and the dev OTP outbox absent in
// production (a separate API process on its own port). The API package's own unit tests cover
// the rest (uploads by content, fuzzing, expiry with a fake clock): see docs/security.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { carBody as newCarBody } from '../support/car-body';
import { expect, test } from '../support/fixtures';
import { API_URL, repoRoot, SHELL_URL, TEST_API_PORTS } from '../support/servers';
import { randomMobileNumber } from '../support/pages/auth-page';
import { ApiProcess } from '../support/pages/quality-api-process';
import { newSignedInUser } from '../support/pages/quality-page';

interface Composition {
  apiBaseUrl: string;
  remotes: Record<string, string>;
  allowedOverrideOrigins?: string[];
}

const composition = JSON.parse(readFileSync(path.join(repoRoot, 'environments/local.json'), 'utf8')) as Composition;
const remoteOrigins = [
  ...new Set([...Object.values(composition.remotes), ...(composition.allowedOverrideOrigins ?? [])].map((url) => new URL(url).origin)),
];
const REMOTE_APPS = Object.values(composition.remotes).map((manifest) => new URL(manifest).origin);

function parseCsp(header: string | undefined) {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

test.describe('response headers', () => {
  test('the shell sends a CSP naming exactly the composition origins, and nosniff', async ({ request }) => {
    for (const route of ['/', '/buy-car', '/settings/profile']) {
      const response = await request.get(`${SHELL_URL}${route}`);
      const headers = response.headers();
      const csp = parseCsp(headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      // The shell's server adds one per-request nonce for the document's inline scripts (ADR 0009); a
      // page answered from its HTML cache lists each inline script's hash instead (ADR 0013); static
      // serving neither.
      const scriptSources = csp.get('script-src') ?? [];
      const nonces = scriptSources.filter((source) => source.startsWith("'nonce-"));
      const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
      expect(nonces.length).toBeLessThanOrEqual(1);
      for (const nonce of nonces) expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
      if (nonces.length) expect(hashes, `${route}: a nonce or hashes, not both`).toEqual([]);
      expect(new Set(scriptSources.filter((source) => !nonces.includes(source) && !hashes.includes(source)))).toEqual(
        new Set(["'self'", ...remoteOrigins]),
      );
      expect(new Set(csp.get('connect-src'))).toEqual(new Set(["'self'", ...remoteOrigins, new URL(composition.apiBaseUrl).origin]));
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
    }
  });

  test('every remote serves its files with nosniff, its HTML with a CSP, manifests revalidated and chunks immutable', async ({
    request,
  }) => {
    for (const origin of REMOTE_APPS) {
      const html = await request.get(`${origin}/`);
      const csp = parseCsp(html.headers()['content-security-policy']);
      expect(csp.get('object-src'), origin).toEqual(["'none'"]);
      expect(csp.get('base-uri'), origin).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), origin).toEqual(["'none'"]);
      const manifestResponse = await request.get(`${origin}/mf-manifest.json`);
      expect(manifestResponse.headers()['x-content-type-options'], origin).toBe('nosniff');
      expect(manifestResponse.headers()['cache-control'], origin).toBe('no-cache');
      const manifest = (await manifestResponse.json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: Array<{ assets: { js: { sync: string[] } } }>;
      };
      const entry = await request.get(`${origin}/${manifest.metaData.remoteEntry.name}`);
      expect(entry.headers()['cache-control'], `${origin} remoteEntry`).toBe('no-cache');
      expect(entry.headers()['content-type'], `${origin} remoteEntry`).toMatch(/javascript/);
      const chunk = await request.get(`${origin}/${manifest.exposes[0]!.assets.js.sync[0]}`);
      expect(chunk.headers()['cache-control'], `${origin} chunk`).toContain('immutable');
      expect(chunk.headers()['x-content-type-options'], `${origin} chunk`).toBe('nosniff');
    }
  });

  test('the pages load under the CSP without a single violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      localStorage.setItem('locationModalClosed', 'true');
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load: CSP ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const route of ['/', '/buy-car', '/sell', '/contact-us']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('the API allows only the allowlisted origins (CORS) and sends nosniff', async ({ request }) => {
    const allowed = await request.get(`${API_URL}/api/v1/health`, { headers: { Origin: SHELL_URL } });
    expect(allowed.headers()['access-control-allow-origin']).toBe(SHELL_URL);
    expect(allowed.headers()['x-content-type-options']).toBe('nosniff');
    for (const origin of ['https://evil.example', 'http://localhost:3999', 'null']) {
      const refused = await request.get(`${API_URL}/api/v1/health`, { headers: { Origin: origin } });
      expect(refused.headers()['access-control-allow-origin'], origin).toBeUndefined();
      const preflight = await request.fetch(`${API_URL}/api/v1/profile`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
      });
      expect(preflight.headers()['access-control-allow-origin'], `${origin} preflight`).toBeUndefined();
    }
  });
});

async function call(request: APIRequestContext, method: string, pathName: string, token: string, data?: unknown) {
  const response = await request.fetch(`${API_URL}${pathName}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status(), body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

test.describe('OTP sign-in', () => {
  test('after 5 wrong codes the 6th attempt is refused, even with the right code', async ({ request, api }) => {
    const mobileNumber = randomMobileNumber();
    await api.post('/api/v1/auth/signup', { fullName: 'Brute Force Target', email: `bf${mobileNumber}@example.in`, mobileNumber });
    const sent = await request.post(`${API_URL}/api/v1/auth/send-otp`, { data: { mobileNumber } });
    const userId = ((await sent.json()) as { responseObject: { userId: string } }).responseObject.userId;
    const right = await api.lastOtp(mobileNumber);
    const wrong = right === '0000' ? '1111' : '0000';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await request.post(`${API_URL}/api/v1/auth/verify-otp`, { data: { userId, otpType: 'mobile', otp: wrong } });
      statuses.push(response.status());
      expect((await response.json()) as { success: boolean }).toMatchObject({ success: false });
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const sixth = await request.post(`${API_URL}/api/v1/auth/verify-otp`, { data: { userId, otpType: 'mobile', otp: right } });
    expect(sixth.status()).toBe(429);
    const body = (await sixth.json()) as { success: boolean; message: string; responseObject?: { token?: string } };
    expect(body.success).toBe(false);
    expect(body.message).toBe('Too many wrong attempts. Please resend OTP');
    expect(body.responseObject?.token).toBeUndefined();
  });

  test('a token is refused after logout, and a made-up token is refused', async ({ request, api }) => {
    const user = await newSignedInUser(api, 'Logout Tester');
    expect((await call(request, 'GET', '/api/v1/auth/me', user.token)).status).toBe(200);
    expect((await call(request, 'POST', '/api/v1/auth/logout', user.token)).status).toBe(200);
    expect((await call(request, 'GET', '/api/v1/auth/me', user.token)).status).toBe(401);
    expect((await call(request, 'GET', '/api/v1/auth/me', `${user.token.slice(0, -4)}abcd`)).status).toBe(401);
  });
});

test.describe("one user's token cannot change another's data", () => {
  test('car, profile, saved cars, enquiries and orders', async ({ request, api }) => {
    const owner = await newSignedInUser(api, 'Owner A');
    const intruder = await newSignedInUser(api, 'Intruder B');
    const buyer = await newSignedInUser(api, 'Buyer C');

    const carBody = newCarBody(owner.user.id, { carPrice: 550000 });
    const created = await call(request, 'POST', '/api/v1/car/create-update', owner.token, carBody);
    expect(created.status).toBe(201);
    const carId = (created.body.car as { id: string }).id;

    // The car: edit, mark sold, delete.
    expect(
      (
        await call(request, 'POST', '/api/v1/car/create-update', intruder.token, {
          ...carBody,
          carId,
          userId: intruder.user.id,
          carPrice: 1,
        })
      ).status,
    ).toBe(403);
    expect((await call(request, 'POST', '/api/v1/car/create-update', intruder.token, { ...carBody, carId, carPrice: 1 })).status).toBe(403);
    expect((await call(request, 'POST', '/api/v1/car/create-update', intruder.token, { ...carBody, carId: null })).status).toBe(403);
    expect((await call(request, 'POST', `/api/v1/cars/${carId}/mark-sold`, intruder.token)).status).toBe(403);
    expect((await call(request, 'DELETE', `/api/v1/cars/${carId}`, intruder.token)).status).toBe(403);
    const car = (await api.get<{ car: { carPrice: number; isSold: boolean } }>(`/api/v1/cars/${carId}`)).car;
    expect(car).toMatchObject({ carPrice: 550000, isSold: false });

    // The profile: reading another's is refused; writing only ever touches the caller's own.
    expect((await call(request, 'POST', '/api/v1/profile/get-userProfile', intruder.token, { userId: owner.user.id })).status).toBe(403);
    await call(request, 'PUT', '/api/v1/profile', intruder.token, { fullName: 'Hijacked', userId: owner.user.id, id: owner.user.id });
    const ownerProfile = (await call(request, 'POST', '/api/v1/profile/get-userProfile', owner.token, { userId: owner.user.id })).body
      .data as { fullName: string };
    expect(ownerProfile.fullName).toBe(owner.user.fullName);

    // Saved cars: the buyer's list is the buyer's; the intruder's delete does not touch it.
    expect((await call(request, 'POST', '/api/v1/saved-cars', buyer.token, { carId })).status).toBe(201);
    await call(request, 'DELETE', `/api/v1/saved-cars/${carId}`, intruder.token);
    const saved = (await call(request, 'GET', '/api/v1/saved-cars', buyer.token)).body.savedCars as Array<{ car: { id: string } }>;
    expect(saved.map((entry) => entry.car.id)).toContain(carId);
    const intruderSaved = (await call(request, 'GET', '/api/v1/saved-cars', intruder.token)).body.savedCars as unknown[];
    expect(intruderSaved).toEqual([]);

    // Enquiries: only the buyer may delete theirs; the intruder cannot read who enquired.
    const enquiry = await call(request, 'POST', '/api/v1/enquiries', buyer.token, { carId, message: 'Is it available?' });
    expect(enquiry.status).toBe(201);
    const enquiryId = (enquiry.body.enquiry as { id: string }).id;
    expect((await call(request, 'DELETE', `/api/v1/enquiries/${enquiryId}`, intruder.token)).status).toBe(403);
    expect(
      ((await call(request, 'GET', '/api/v1/enquiries/mine', buyer.token)).body.enquiries as Array<{ id: string }>).map((e) => e.id),
    ).toContain(enquiryId);
    const intruderLeads = (await call(request, 'GET', `/api/v1/enquiries/received?carId=${carId}`, intruder.token)).body
      .buyers as unknown[];
    expect(intruderLeads).toEqual([]);

    // Orders: renew and invoice of another's order are refused.
    const order = await call(request, 'POST', '/api/v1/package-orders', owner.token, { planId: '3m-1', quantity: 1 });
    expect(order.status).toBe(201);
    const orderId = (order.body.order as { id: string }).id;
    const providerOrderId = (order.body.checkout as { providerOrderId: string }).providerOrderId;
    // Nobody else can pay (or fail) it in the test checkout, nor confirm it.
    expect((await call(request, 'POST', `/api/v1/dev/payments/${providerOrderId}`, intruder.token, { outcome: 'failure' })).status).toBe(
      403,
    );
    const answer = (await call(request, 'POST', `/api/v1/dev/payments/${providerOrderId}`, owner.token, { outcome: 'success' })).body;
    expect((await call(request, 'POST', `/api/v1/package-orders/${orderId}/confirm`, intruder.token, answer)).status).toBe(403);
    expect((await call(request, 'POST', `/api/v1/package-orders/${orderId}/confirm`, owner.token, answer)).status).toBe(200);
    expect([403, 404]).toContain((await call(request, 'POST', `/api/v1/package-orders/${orderId}/renew`, intruder.token)).status);
    expect([403, 404]).toContain((await call(request, 'GET', `/api/v1/package-orders/${orderId}/invoice`, intruder.token)).status);
    const intruderOrders = (await call(request, 'GET', '/api/v1/package-orders', intruder.token)).body.orders as unknown[];
    expect(intruderOrders).toEqual([]);

    // Without a token, every write is refused.
    const anonymous = await request.post(`${API_URL}/api/v1/car/create-update`, { data: carBody });
    expect(anonymous.status()).toBe(401);
  });
});

test.describe('production mode', () => {
  // Everything production refuses to start without (api/src/config.ts productionConfigProblems),
  // with Razorpay test-mode keys (never called here).
  const production = new ApiProcess(4121, {
    NODE_ENV: 'production',
    CORS_ORIGINS: 'https://carmarket.example',
    PUBLIC_URL: 'http://localhost:4121',
    OTP_SECRET: 'e2e-production-otp-secret-0123456789abcdef',
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_e2e',
    RAZORPAY_KEY_SECRET: 'e2e-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'e2e-webhook-secret',
  });

  test.afterAll(async () => {
    await production.stop();
    production.removeData();
  });

  test('production refuses to start with the dev payment provider', async () => {
    test.setTimeout(120_000);
    // Every other production setting is present, so the payment provider is the only reason.
    const [port] = TEST_API_PORTS;
    const refused = new ApiProcess(port, {
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://carmarket.example',
      PUBLIC_URL: `http://localhost:${port}`,
      OTP_SECRET: 'e2e-production-otp-secret-0123456789abcdef',
      PAYMENT_PROVIDER: '',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
    });
    try {
      await expect(refused.start()).rejects.toThrow(`API on ${port} exited with 1`);
    } finally {
      refused.removeData();
    }
  });

  test('the dev OTP outbox does not exist with NODE_ENV=production', async ({ request }) => {
    test.setTimeout(180_000);
    await production.start();
    const mobileNumber = '9876543210';
    await request.post(`${production.url}/api/v1/auth/send-otp`, { data: { mobileNumber } });
    const outbox = await request.get(`${production.url}/api/v1/dev/last-otp?mobileNumber=${mobileNumber}`);
    expect(outbox.status()).toBe(404);
    expect(await outbox.text()).not.toMatch(/"otp"/);
    // The production CORS allowlist is the configured one only.
    const local = await request.get(`${production.url}/api/v1/health`, { headers: { Origin: SHELL_URL } });
    expect(local.headers()['access-control-allow-origin']).toBeUndefined();
    const site = await request.get(`${production.url}/api/v1/health`, { headers: { Origin: 'https://carmarket.example' } });
    expect(site.headers()['access-control-allow-origin']).toBe('https://carmarket.example');
  });
});
