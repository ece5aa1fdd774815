// Two API instances, A and B, as an operator runs them (issue 13): separate processes (tsx
// src/main.ts), one fresh PostgreSQL database, one S3-compatible bucket (the test S3 server), one
// OTP_SECRET, each with its own PUBLIC_URL and local directory (as separate machines). Needs DATABASE_URL (any database of the server: the suite
// creates its own, with a random name, and drops it at the end).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { listingQueryToSearchParams, makeListingQuery, type CarListingPage, type ListingQueryInput } from '@carmarket/shared/domain';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../db/seed';
import { freePort, spawnApi, waitUntilReady, type ApiProcess } from '../test/api-process';
import { carBody, ROADSTER } from '../test/car-bodies';
import { expectSeenWithin } from '../test/expect-seen-within';
import { startS3Server, type TestS3Server } from '../test/s3-server';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('The fleet suite needs DATABASE_URL (a PostgreSQL server it may create a database on)');

const databaseName = `carmarket_fleet_${randomBytes(5).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'carmarket-fleet-'));
const OTP_SEND_PER_IP = 4;

async function admin<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

let a: ApiProcess;
let b: ApiProcess;
let s3: TestS3Server;

beforeAll(async () => {
  await admin(serverUrl, (client) => client.query(`create database ${databaseName}`));
  // Images in one bucket both instances write to and link into (S3_*: endpoint, bucket, credentials, public URL).
  s3 = await startS3Server();
  const [portA, portB] = [await freePort(), await freePort()];
  const env = (name: string, port: number) => ({
    DATABASE_URL: databaseUrl,
    OTP_SECRET: 'fleet-test-secret-'.padEnd(40, 'x'),
    // The test is the proxy: X-Forwarded-For from loopback names the client, as behind a load balancer.
    TRUST_PROXY: 'loopback',
    OTP_SEND_PER_IP: String(OTP_SEND_PER_IP),
    OTP_SEND_PER_NUMBER: '50',
    OTP_RESEND_SECONDS: '0',
    DATA_DIR: path.join(workDir, name),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...s3.env,
  });
  // Both start at once on the empty database.
  a = spawnApi(env('a', portA), portA);
  b = spawnApi(env('b', portB), portB);
  await Promise.all([waitUntilReady(a, 120_000), waitUntilReady(b, 120_000)]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  await admin(serverUrl, (client) => client.query(`drop database if exists ${databaseName} with (force)`));
  rmSync(workDir, { recursive: true, force: true });
});

interface Reply {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read by path and checked with expect()
  json: any;
  headers: Headers;
}

async function api(
  on: ApiProcess,
  method: string,
  url: string,
  options: { body?: unknown; token?: string; ip?: string; raw?: { body: Buffer; type: string } } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  let body: Uint8Array | string | undefined;
  if (options.raw) {
    headers['content-type'] = options.raw.type;
    body = new Uint8Array(options.raw.body);
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${on.url}${url}`, { method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, headers: res.headers };
}

const lastOtp = async (on: ApiProcess, mobileNumber: string) =>
  (await api(on, 'GET', `/api/v1/dev/last-otp?mobileNumber=${mobileNumber}`)).json.otp as string;

/** Sends the code through `sender`, reads it and verifies it through `verifier`. */
async function signIn(sender: ApiProcess, verifier: ApiProcess, mobileNumber: string, ip: string) {
  const sent = await api(sender, 'POST', '/api/v1/auth/send-otp', { body: { mobileNumber }, ip });
  expect(sent.status).toBe(200);
  const verified = await api(verifier, 'POST', '/api/v1/auth/verify-otp', {
    body: { userId: sent.json.responseObject.userId, otpType: 'mobile', otp: await lastOtp(verifier, mobileNumber) },
    ip,
  });
  expect(verified.status).toBe(200);
  return { token: verified.json.responseObject.token as string, userId: verified.json.responseObject.user.id as string };
}

describe('two instances on one PostgreSQL database', () => {
  it('both came up together on the empty database: one schema, migrations applied once, one seed', async () => {
    await admin(databaseUrl, async (client) => {
      const migrations = await client.query<{ runs: number; names: number }>(
        'select count(*)::int as runs, count(distinct name)::int as names from kysely_migration',
      );
      expect(migrations.rows[0]!.runs).toBeGreaterThan(0);
      expect(migrations.rows[0]!.runs).toBe(migrations.rows[0]!.names);
      const schemas = await client.query<{ schema: string }>(
        `select distinct table_schema as schema from information_schema.tables where table_name in ('kysely_migration', 'cars')`,
      );
      expect(schemas.rows).toEqual([{ schema: 'public' }]);
      const owners = await client.query<{ n: number }>('select count(*)::int as n from users where mobile_number = $1', [
        DEMO_OWNER.mobileNumber,
      ]);
      expect(owners.rows[0]!.n).toBe(1);
      // SEED_CARS=40 (api-process.ts): one seed makes 40 cars plus one per brand it missed; two would make 80+.
      const cars = await client.query<{ n: number }>('select count(*)::int as n from cars');
      expect(cars.rows[0]!.n).toBeGreaterThanOrEqual(40);
      expect(cars.rows[0]!.n).toBeLessThan(80);
    });
    for (const instance of [a, b]) {
      expect((await api(instance, 'GET', '/health')).json).toEqual({ status: 'ok' });
      expect((await api(instance, 'GET', '/ready')).json).toEqual({ status: 'ready', database: 'postgres' });
    }
  });

  it('a sign-in made on A is used on B (the code sent by A is read and verified on B)', async () => {
    const { token } = await signIn(a, b, DEMO_OWNER.mobileNumber, '198.51.100.10');
    const me = await api(b, 'GET', '/api/v1/auth/me', { token });
    expect(me.status).toBe(200);
    expect(me.json.user.mobileNumber).toBe(DEMO_OWNER.mobileNumber);
    expect((await api(a, 'GET', '/api/v1/auth/me', { token })).status).toBe(200);
    // Logged out on B: refused on A.
    expect((await api(b, 'POST', '/api/v1/auth/logout', { token })).status).toBe(200);
    expect((await api(a, 'GET', '/api/v1/auth/me', { token })).status).toBe(401);
  });

  it('5 wrong codes alternating A and B, across a resend, lock the number: the 6th try (the right code) is refused', async () => {
    const ip = '198.51.100.20';
    const mobileNumber = '9700012345';
    const signup = await api(a, 'POST', '/api/v1/auth/signup', {
      body: { fullName: 'Fleet Tester', email: 'fleet@example.com', mobileNumber },
      ip,
    });
    expect(signup.status).toBe(201);
    const userId = signup.json.userId as string;
    const verify = (on: ApiProcess, otp: string) =>
      api(on, 'POST', '/api/v1/auth/verify-otp', { body: { userId, otpType: 'mobile', otp }, ip });
    const wrongFor = (otp: string) => (otp === '0000' ? '1111' : '0000');

    expect((await api(a, 'POST', '/api/v1/auth/send-otp', { body: { mobileNumber }, ip })).status).toBe(200);
    let otp = await lastOtp(b, mobileNumber);
    const statuses = [];
    for (const on of [b, a, b]) statuses.push((await verify(on, wrongFor(otp))).status);
    // A new code (on B) does not reset the number's count.
    expect((await api(b, 'POST', '/api/v1/auth/send-otp', { body: { mobileNumber }, ip })).status).toBe(200);
    otp = await lastOtp(a, mobileNumber);
    for (const on of [a, b]) statuses.push((await verify(on, wrongFor(otp))).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const sixth = await verify(a, otp);
    expect(sixth.status).toBe(429);
    expect(sixth.json.message).toBe('Too many wrong OTPs for this number. Please try again in 24 hours');
    expect((await verify(b, otp)).status).toBe(429);
    expect((await api(b, 'POST', '/api/v1/auth/send-otp', { body: { mobileNumber }, ip })).status).toBe(429);
  });

  it('the per-IP send limit holds across A and B', async () => {
    const ip = '203.0.113.77';
    const send = (on: ApiProcess, from = ip) =>
      api(on, 'POST', '/api/v1/auth/send-otp', { body: { mobileNumber: '9000000001' }, ip: from });
    const statuses = [];
    // An unknown number is a 404, but it counts: the per-IP limit comes first.
    for (let i = 0; i < OTP_SEND_PER_IP; i += 1) statuses.push((await send(i % 2 === 0 ? a : b)).status);
    expect(statuses).toEqual(Array(OTP_SEND_PER_IP).fill(404));
    for (const on of [a, b]) {
      const refused = await send(on);
      expect(refused.status).toBe(429);
      expect(refused.json).toEqual({ statusCode: 429, message: 'Too many OTP requests. Please try again later' });
    }
    // Another client is counted apart.
    expect((await send(b, '203.0.113.78')).status).toBe(404);
  });

  describe('writes on A read on B within 1 s', () => {
    const listing = async (on: ApiProcess, input: ListingQueryInput) => {
      const res = await api(on, 'GET', `/api/v1/cars?${listingQueryToSearchParams(makeListingQuery(input)).toString()}`);
      expect(res.status).toBe(200);
      return res.json as CarListingPage;
    };
    /** Reads B until `seen` holds; a read started 1 s or more after the write that misses it fails. */
    const onBWithinOneSecond = (input: ListingQueryInput, seen: (page: CarListingPage) => boolean) =>
      expectSeenWithin(() => listing(b, input), seen, 1000);

    it('a create, update, mark sold and delete on A show in B within 1 s', async () => {
      const { token, userId } = await signIn(a, a, DEMO_OWNER.mobileNumber, '198.51.100.30');
      const payload = carBody(userId, { ...ROADSTER, carName: 'Fleet Roadster', brand: 'Fleetwood', carPrice: 98_000_000 });
      // B has answered (and cached) the pages before each write.
      expect((await listing(b, { brand: ['Fleetwood'] })).total).toBe(0);
      const created = await api(a, 'POST', '/api/v1/car/create-update', { body: payload, token });
      expect(created.status).toBe(201);
      const id = created.json.car.id as string;
      await onBWithinOneSecond({ brand: ['Fleetwood'] }, (p) => p.total === 1 && p.cars[0]?.id === id);

      await listing(b, { brand: ['Fleetline'] });
      const updated = await api(a, 'POST', '/api/v1/car/create-update', {
        body: { ...payload, carId: id, brand: 'Fleetline', carPrice: 150_000 },
        token,
      });
      expect(updated.status).toBe(200);
      await onBWithinOneSecond({ brand: ['Fleetline'] }, (p) => p.total === 1 && p.cars[0]?.carPrice === 150_000);
      await onBWithinOneSecond({ brand: ['Fleetwood'] }, (p) => p.total === 0);

      expect((await api(a, 'POST', `/api/v1/cars/${id}/mark-sold`, { token })).status).toBe(200);
      await onBWithinOneSecond({ brand: ['Fleetline'] }, (p) => p.total === 0);

      expect((await api(a, 'DELETE', `/api/v1/cars/${id}`, { token })).status).toBe(200);
      expect((await api(b, 'GET', `/api/v1/cars/${id}`)).status).toBe(404);
    });
  });

  it('an upload made on A is served through the image URLs B gives for it', async () => {
    const { token, userId } = await signIn(a, a, DEMO_OWNER.mobileNumber, '198.51.100.40');
    const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const boundary = `----fleet${randomBytes(6).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="car.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await api(a, 'POST', '/api/v1/uploads', { raw: { body, type: `multipart/form-data; boundary=${boundary}` }, token });
    expect(uploaded.status).toBe(201);
    const created = await api(a, 'POST', '/api/v1/car/create-update', {
      body: carBody(userId, { carImages: [uploaded.json.images[0]] }),
      token,
    });
    expect(created.status).toBe(201);
    const detail = await api(b, 'GET', `/api/v1/cars/${created.json.car.id}`);
    expect(detail.status).toBe(200);
    const images = (detail.json.car ?? detail.json).carImages as Record<string, string>[];
    expect(images).toHaveLength(1);
    for (const key of ['url', 'thumbWebpUrl']) {
      const res = await fetch(images[0]![key]!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('SIGTERM on A: a request in flight finishes, A takes no new connection and exits 0; B serves on', async () => {
    const body = JSON.stringify({ mobileNumber: '9000000002' });
    const response = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      // A slow request: half its body now, SIGTERM, the rest later.
      const req = request(
        `${a.url}/api/v1/auth/send-otp`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': '198.51.100.50' },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        a.child.kill('SIGTERM');
        setTimeout(() => {
          fetch(`${a.url}/health`).then(
            () => reject(new Error('A accepted a new connection after SIGTERM')),
            () => req.end(body.slice(10)),
          );
        }, 500);
      }, 200);
    });
    // The unknown number's normal answer: the request was served, not cut.
    expect(response.status).toBe(404);
    expect(JSON.parse(response.text)).toMatchObject({ statusCode: 404 });
    expect(await a.exited).toBe(0);
    expect((await api(b, 'GET', '/ready')).status).toBe(200);
  });
});
