// Deploying behind a proxy (issue 17 points 2 and 7): the response cache and image URLs never follow
// the request's Host header, TRUST_PROXY decides which address rate limits see, and production allows
// no localhost origin unless configured.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://api.carmarket.example';

// No publicUrl: the development default (http://localhost:4000), where Host used to leak in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 12, images: true }, cacheTtlMs: 60_000 });
});
afterAll(() => t.close());

const getAll = (host: string) =>
  call(t.app, { method: 'POST', url: '/api/v1/car/getAll', headers: { host }, payload: { userType: 'Dealer', pageSize: 5 } });

describe('Host header', () => {
  it('image URLs always start with PUBLIC_URL (in development http://localhost:4000), whatever Host says', async () => {
    const imageUrls = async (app: TestApp['app'], host: string) => {
      const res = await call(app, { method: 'GET', url: '/api/v1/cars?pageSize=5', headers: { host } });
      const urls = (res.json.cars as { carImages: { url: string; thumbUrl: string }[] }[]).flatMap((c) =>
        c.carImages.flatMap((i) => [i.url, i.thumbUrl]),
      );
      expect(urls.length).toBeGreaterThan(0);
      return urls;
    };
    for (const host of ['evil.example', 'localhost:9999']) {
      for (const url of await imageUrls(t.app, host)) expect(url.startsWith('http://localhost:4000/uploads/'), url).toBe(true);
    }
    const configured = await createTestApp({ database: t.database, seed: false, publicUrl: `${PUBLIC_URL}/` });
    try {
      for (const url of await imageUrls(configured.app, 'evil.example')) expect(url.startsWith(`${PUBLIC_URL}/uploads/`), url).toBe(true);
    } finally {
      await configured.close();
    }
  });

  it('a new Host neither bypasses nor poisons the cache: one entry per canonical URL', async () => {
    const first = await getAll('localhost:4000');
    expect(first.status).toBe(200);
    const newest = first.json.properties[0] as { id: string; carName: string };
    // Changed behind the API's back (views: no cache invalidation, no listing version): only a cache miss would show it.
    await sql`update cars set views = views + 1000 where id = ${newest.id}`.execute(t.database.db);
    for (const host of ['evil.example', 'other.example:81', `${'a'.repeat(60)}.example`]) {
      const again = await getAll(host);
      expect(again.body).toBe(first.body);
    }
    // The same for the listing: parameter order and unknown parameters do not make new entries.
    const listing = await call(t.app, { method: 'GET', url: '/api/v1/cars?sort=popularity&pageSize=5', headers: { host: 'a.example' } });
    await sql`update cars set views = views + 1000 where id = ${(listing.json.cars[0] as { id: string }).id}`.execute(t.database.db);
    const reordered = await call(t.app, {
      method: 'GET',
      url: '/api/v1/cars?pageSize=5&utm_source=x&sort=popularity',
      headers: { host: 'b.example' },
    });
    expect(reordered.body).toBe(listing.body);
  });
});

describe('TRUST_PROXY', () => {
  const sendFrom = (app: TestApp['app'], forwardedFor: string) =>
    call(app, {
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { mobileNumber: '9111111111' },
    });

  it('off by default: every client behind the proxy shares the proxy address in per-IP limits', async () => {
    const app = await createTestApp({ database: t.database, seed: false, rateLimits: { otpSendPerIp: 2 } });
    try {
      const statuses = [];
      for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) statuses.push((await sendFrom(app.app, client)).status);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  it('trusting the proxy address: each client is limited on its own address', async () => {
    const app = await createTestApp({ database: t.database, seed: false, rateLimits: { otpSendPerIp: 2 }, trustProxy: ['10.0.0.0/8'] });
    try {
      const statuses = [];
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2'])
        statuses.push((await sendFrom(app.app, client)).status);
      expect(statuses).toEqual([404, 404, 429, 404]);
      // A client that is not the trusted proxy cannot pick its address with the header.
      const direct = [];
      for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
        direct.push(
          (
            await call(app.app, {
              method: 'POST',
              url: '/api/v1/auth/send-otp',
              remoteAddress: '192.0.2.50',
              headers: { 'x-forwarded-for': client },
              payload: { mobileNumber: '9111111111' },
            })
          ).status,
        );
      }
      expect(direct).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });

  // pnpm start and e2e (TRUST_PROXY=loopback): the shell's server on this machine names each visitor
  // (shell/server/visitor-headers.mjs appends the address it saw to what it received).
  it('a browser that is not a trusted proxy cannot choose its address (only loopback trusted)', async () => {
    const app = await createTestApp({ database: t.database, seed: false, rateLimits: { otpSendPerIp: 2 }, trustProxy: ['loopback'] });
    const send = (remoteAddress: string, forwardedFor: string) =>
      call(app.app, {
        method: 'POST',
        url: '/api/v1/auth/send-otp',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { mobileNumber: '9111111111' },
      });
    try {
      // Through the shell server on loopback: each visitor on their own address, whatever they claimed.
      const viaShell = [];
      for (const claimed of ['10.1.1.1', '10.1.1.2', '10.1.1.3'])
        viaShell.push((await send('127.0.0.1', `${claimed}, 203.0.113.7`)).status);
      expect(viaShell).toEqual([404, 404, 429]);
      expect((await send('::1', '203.0.113.8')).status).toBe(404);
      // A browser calling the API directly: its header is ignored, its own address is limited.
      const direct = [];
      for (const claimed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) direct.push((await send('192.0.2.60', claimed)).status);
      expect(direct).toEqual([404, 404, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('CORS in production', () => {
  it('allows no localhost origin unless configured', async () => {
    const prod = await createTestApp({ database: t.database, seed: false, production: true });
    try {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3001']) {
        const res = await call(prod.app, { method: 'GET', url: '/api/v1/health', headers: { origin } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
      }
    } finally {
      await prod.close();
    }
    const configured = await createTestApp({
      database: t.database,
      seed: false,
      production: true,
      corsOrigins: ['https://carmarket.example'],
    });
    try {
      const res = await call(configured.app, { method: 'GET', url: '/api/v1/health', headers: { origin: 'https://carmarket.example' } });
      expect(res.headers['access-control-allow-origin']).toBe('https://carmarket.example');
    } finally {
      await configured.close();
    }
  });
});
