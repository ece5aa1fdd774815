// Test harness: an app on its own database (in-memory PGlite, or a fresh PostgreSQL schema when
// DATABASE_URL is set), seeded without pictures, with a movable clock and helpers to sign in.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Car } from '@carmarket/shared/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { dropSchema, openDatabase, type DatabaseHandle } from '../db/database';
import { DEMO_DEALER, DEMO_OWNER } from '../db/seed';

export interface TestClock {
  (): Date;
  advance(ms: number): void;
}

export function makeTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** The app's database: pass it as `database` to build more apps (other settings) on the same data. */
  database: DatabaseHandle;
  /** The app's image directory (served at /uploads). */
  uploadsDir: string;
  close: () => Promise<void>;
}

let counter = 0;

/** A fresh database for one test file: in-memory PGlite, or a new schema when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; close: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  counter += 1;
  // pid + counter + random: unique across the vitest forks running files side by side, and across
  // module instances of this file within one fork.
  const schema = databaseUrl ? `t_${process.pid}_${counter}_${randomBytes(6).toString('hex')}` : undefined;
  const database = await openDatabase({ databaseUrl, schema });
  return {
    database,
    close: async () => {
      await database.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    },
  };
}

export async function createTestApp(overrides: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  // A test clock given in the overrides is the app's clock and the one returned (to move it).
  const given = overrides.clock as Partial<TestClock> | undefined;
  const clock = given?.advance ? (overrides.clock as TestClock) : makeTestClock();
  const shared = overrides.database;
  const own = shared ? undefined : await createTestDatabase();
  const database = shared ?? own!.database;
  const uploadsDir = overrides.uploadsDir ?? mkdtempSync(path.join(os.tmpdir(), 'carmarket-uploads-'));
  const app = await buildApp({
    clock,
    seed: { cars: 80, images: false },
    cacheTtlMs: 0,
    production: false,
    // Apps of one test file share its database: each counts its own rate limits unless told otherwise.
    rateLimitKeyPrefix: `app${randomBytes(4).toString('hex')}:`,
    ...overrides,
    uploadsDir,
    database,
  });
  return {
    app,
    clock,
    database,
    uploadsDir,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  // Bodies are read by path and checked with expect(); typing each call's body would only add casts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test helper, see above
  let json: any = undefined;
  try {
    json = response.json();
  } catch {
    json = undefined;
  }
  return { status: response.statusCode, json, headers: response.headers, body: response.body };
}

export async function lastOtp(app: FastifyInstance, mobileNumber: string): Promise<string> {
  const res = await call(app, { method: 'GET', url: `/api/v1/dev/last-otp?mobileNumber=${mobileNumber}` });
  return res.json.otp as string;
}

/** Signs in through the real OTP flow; returns the token and user. */
export async function signIn(app: FastifyInstance, mobileNumber: string, clock?: TestClock) {
  // Keeps helpers usable several times per test without tripping the 30 s cooldown.
  clock?.advance(31_000);
  const sent = await call(app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber } });
  if (sent.status !== 200) throw new Error(`send-otp failed: ${sent.status} ${sent.body}`);
  const userId = sent.json.responseObject.userId as string;
  const verified = await call(app, {
    method: 'POST',
    url: '/api/v1/auth/verify-otp',
    payload: { userId, otpType: 'mobile', otp: await lastOtp(app, mobileNumber) },
  });
  if (verified.status !== 200) throw new Error(`verify-otp failed: ${verified.status} ${verified.body}`);
  return {
    token: verified.json.responseObject.token as string,
    user: verified.json.responseObject.user as { id: string; fullName: string },
  };
}

export const signInOwner = (app: FastifyInstance, clock?: TestClock) => signIn(app, DEMO_OWNER.mobileNumber, clock);
export const signInDealer = (app: FastifyInstance, clock?: TestClock) => signIn(app, DEMO_DEALER.mobileNumber, clock);

/** Every public car, newest first, read page by page from POST /api/v1/car/getAll (at most 100 a call). */
export async function allPublicCars(app: FastifyInstance): Promise<Car[]> {
  const cars: Car[] = [];
  for (let page = 1; ; page += 1) {
    const res = await call(app, { method: 'POST', url: '/api/v1/car/getAll', payload: { page, pageSize: 100 } });
    if (res.status !== 200) throw new Error(`car/getAll failed: ${res.status} ${res.body}`);
    cars.push(...(res.json.properties as Car[]));
    if (page >= res.json.pageCount) return cars;
  }
}
