import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, lastOtp, signIn, type TestApp } from '../../test/test-app';
import { hashOtpCode } from './auth-routes';
import { OTP_NUMBER_LOCK_MS, OTP_NUMBER_MAX_WRONG, OTP_NUMBER_WINDOW_MS } from './otp-lockout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { otpSendPerNumber: 4, otpSendPerIp: 1000, otpVerifyPerIp: 1000 } });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token?: string) =>
  call(t.app, { method: 'POST', url, payload: payload as object, ...(token ? { token } : {}) });

describe('signup', () => {
  it('registers an EndUser and answers ok, user.id and message', async () => {
    const res = await post('/api/v1/auth/signup', {
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      mobileNumber: '9000000001',
      userType: 'Dealer',
    });
    expect(res.status).toBe(201);
    expect(res.json.ok).toBe(true);
    expect(res.json.user.id).toBeTruthy();
    expect(res.json.user.userType).toBe('EndUser');
    expect(res.json.message).toBeTruthy();
  });
  it('checks in spec order with the spec texts', async () => {
    const bad = [
      [{ fullName: ' a ', email: 'x', mobileNumber: '1' }, 'Please enter a valid full name'],
      [{ fullName: 'Asha', email: 'not an@email.com', mobileNumber: '1' }, 'Please enter a valid email address'],
      [{ fullName: 'Asha', email: 'a@b.co', mobileNumber: '98765abcde' }, 'Please enter a valid 10-digit mobile number'],
      [{ fullName: 'Asha', email: 'a@b.co', mobileNumber: '987654321' }, 'Please enter a valid 10-digit mobile number'],
      [{}, 'Please enter a valid full name'],
    ] as const;
    for (const [payload, message] of bad) {
      const res = await post('/api/v1/auth/signup', payload);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ ok: false, message });
    }
  });
  it('refuses a registered number', async () => {
    const res = await post('/api/v1/auth/signup', { fullName: 'Dup', email: 'd@x.in', mobileNumber: '9876543210' });
    expect(res.status).toBe(409);
    expect(res.json.message).toBeTruthy();
  });
});

describe('send-otp and verify-otp', () => {
  it('answers 404 User not found for an unknown number', async () => {
    const res = await post('/api/v1/auth/send-otp', { mobileNumber: '9111111111' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ statusCode: 404, message: 'User not found' });
  });
  it('rejects a bad number with the spec text', async () => {
    for (const mobileNumber of ['12345', '98765432101', 'abcdefghij', 42, null]) {
      const res = await post('/api/v1/auth/send-otp', { mobileNumber });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please enter a valid 10-digit mobile number');
    }
  });
  it('signs in: user id, token, isFullyVerified; token works and logout revokes it', async () => {
    t.clock.advance(60_000);
    const sent = await post('/api/v1/auth/send-otp', { mobileNumber: '9876543210' });
    expect(sent.status).toBe(200);
    expect(sent.json.statusCode).toBe(200);
    expect(sent.json.message).toBe('OTP sent successfully!');
    const userId = sent.json.responseObject.user.id;
    expect(sent.json.responseObject.userId).toBe(userId);
    const otp = await lastOtp(t.app, '9876543210');
    expect(otp).toMatch(/^\d{4}$/);
    const res = await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp });
    expect(res.status).toBe(200);
    expect(res.json.success).toBe(true);
    expect(res.json.responseObject.isFullyVerified).toBe(true);
    expect(res.json.responseObject.user.fullName).toBe('Rahul Sharma');
    const token = res.json.responseObject.token;
    const me = await call(t.app, { method: 'GET', url: '/api/v1/auth/me', token });
    expect(me.json.user.id).toBe(userId);
    // A code works once.
    expect((await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp })).status).toBe(400);
    expect((await post('/api/v1/auth/logout', {}, token)).status).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/auth/me', token })).status).toBe(401);
  });
  it('needs a user id and a 4-digit code', async () => {
    expect((await post('/api/v1/auth/verify-otp', { otp: '1234' })).json).toEqual({
      success: false,
      message: 'User ID not found. Please resend OTP',
    });
    expect((await post('/api/v1/auth/verify-otp', { userId: 'nope', otp: '1234' })).json.message).toBe(
      'User ID not found. Please resend OTP',
    );
    for (const otp of ['123', '12345', 'abcd', 1234]) {
      const res = await post('/api/v1/auth/verify-otp', { userId: 'x', otp });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe('Please enter a valid 4-digit OTP');
    }
  });
  it('enforces the 30 s resend cooldown', async () => {
    t.clock.advance(60_000);
    expect((await post('/api/v1/auth/send-otp', { mobileNumber: '9123456780' })).status).toBe(200);
    t.clock.advance(10_000);
    const early = await post('/api/v1/auth/send-otp', { mobileNumber: '9123456780' });
    expect(early.status).toBe(429);
    expect(early.json.retryAfterSeconds).toBe(20);
    t.clock.advance(20_000);
    expect((await post('/api/v1/auth/send-otp', { mobileNumber: '9123456780' })).status).toBe(200);
  });
  it('refuses an expired code', async () => {
    t.clock.advance(60_000);
    const sent = await post('/api/v1/auth/send-otp', { mobileNumber: '9000000001' });
    const otp = await lastOtp(t.app, '9000000001');
    t.clock.advance(5 * 60_000 + 1);
    const res = await post('/api/v1/auth/verify-otp', { userId: sent.json.responseObject.userId, otpType: 'mobile', otp });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('OTP expired. Please resend OTP');
  });
  it('voids the code after 5 wrong tries: the 6th (even correct) is refused', async () => {
    t.clock.advance(60_000);
    const sent = await post('/api/v1/auth/send-otp', { mobileNumber: '9000000001' });
    const userId = sent.json.responseObject.userId;
    const otp = await lastOtp(t.app, '9000000001');
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 5; i += 1) {
      const res = await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp: wrong });
      expect(res.status).toBe(401);
      expect(res.json.attemptsLeft).toBe(5 - i);
    }
    const sixth = await post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp });
    expect(sixth.status).toBe(429);
    expect(sixth.json.success).toBe(false);
  });
  it('limits sends per number in 15 minutes', async () => {
    // The 5 wrong codes above also locked this number for a day (per-number lock, below).
    t.clock.advance(OTP_NUMBER_LOCK_MS + 60 * 60_000);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post('/api/v1/auth/send-otp', { mobileNumber: '9000000001' })).status);
      t.clock.advance(31_000);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
  it('signs in repeatedly with the helper', async () => {
    const { token } = await signIn(t.app, '9123456780', t.clock);
    expect(token.length).toBeGreaterThan(20);
  });
});

describe('wrong codes per number, across resends', () => {
  // Each test signs up its own number on the file's app.
  let counter = 0;
  const newNumber = async () => {
    counter += 1;
    const mobileNumber = `96000000${String(counter).padStart(2, '0')}`;
    const res = await post('/api/v1/auth/signup', { fullName: 'Lock Test', email: `lock${counter}@example.in`, mobileNumber });
    expect(res.status).toBe(201);
    return mobileNumber;
  };
  const sendCode = async (mobileNumber: string) => {
    t.clock.advance(31_000);
    const sent = await post('/api/v1/auth/send-otp', { mobileNumber });
    expect(sent.status).toBe(200);
    const otp = await lastOtp(t.app, mobileNumber);
    return { userId: sent.json.responseObject.userId as string, otp, wrong: otp === '0000' ? '1111' : '0000' };
  };
  const verify = (userId: string, otp: string) => post('/api/v1/auth/verify-otp', { userId, otpType: 'mobile', otp });

  it('counts wrong codes across resends, then locks the number (429 with a clear message) even for the right code', async () => {
    expect(OTP_NUMBER_MAX_WRONG).toBe(5);
    const mobileNumber = await newNumber();
    const first = await sendCode(mobileNumber);
    for (let i = 1; i <= 3; i += 1) {
      const res = await verify(first.userId, first.wrong);
      expect(res.status).toBe(401);
      expect(res.json.attemptsLeft).toBe(5 - i);
    }
    // A resend gives a fresh code, but not fresh tries: 2 are left for the number.
    const second = await sendCode(mobileNumber);
    expect((await verify(second.userId, second.wrong)).json).toMatchObject({ message: 'Invalid OTP', attemptsLeft: 1 });
    expect((await verify(second.userId, second.wrong)).json).toMatchObject({ message: 'Invalid OTP', attemptsLeft: 0 });
    const right = await verify(second.userId, second.otp);
    expect(right.status).toBe(429);
    expect(right.json).toEqual({ success: false, message: 'Too many wrong OTPs for this number. Please try again in 24 hours' });
    // No new code is sent to a locked number either.
    t.clock.advance(60 * 60_000);
    const resend = await post('/api/v1/auth/send-otp', { mobileNumber });
    expect(resend.status).toBe(429);
    expect(resend.json).toMatchObject({ statusCode: 429, message: 'Too many wrong OTPs for this number. Please try again in 23 hours' });
  });

  it('lifts the lock after the cooling period', async () => {
    const mobileNumber = await newNumber();
    const first = await sendCode(mobileNumber);
    for (let i = 0; i < 5; i += 1) expect((await verify(first.userId, first.wrong)).status).toBe(401);
    t.clock.advance(OTP_NUMBER_LOCK_MS - 60_000);
    const almost = await post('/api/v1/auth/send-otp', { mobileNumber });
    expect(almost.json).toMatchObject({ statusCode: 429, message: 'Too many wrong OTPs for this number. Please try again in 1 minute' });
    t.clock.advance(60_000);
    const again = await sendCode(mobileNumber);
    // A fresh count: one wrong code leaves 4 tries, and the right code signs in.
    expect((await verify(again.userId, again.wrong)).json.attemptsLeft).toBe(4);
    const ok = await verify(again.userId, again.otp);
    expect(ok.status).toBe(200);
    expect(ok.json.success).toBe(true);
  });

  it('forgets wrong codes a day after the first one; a right code does not give tries back to a guesser', async () => {
    const mobileNumber = await newNumber();
    const first = await sendCode(mobileNumber);
    for (let i = 0; i < 4; i += 1) expect((await verify(first.userId, first.wrong)).status).toBe(401);
    // The person signs in: the 4 wrong codes still count, 1 try is left today.
    const second = await sendCode(mobileNumber);
    expect((await verify(second.userId, second.otp)).status).toBe(200);
    const third = await sendCode(mobileNumber);
    expect((await verify(third.userId, third.wrong)).json.attemptsLeft).toBe(0);
    expect((await verify(third.userId, third.otp)).status).toBe(429);
    // A window that never reached the limit simply ends.
    const other = await newNumber();
    const a = await sendCode(other);
    for (let i = 0; i < 4; i += 1) expect((await verify(a.userId, a.wrong)).status).toBe(401);
    t.clock.advance(OTP_NUMBER_WINDOW_MS);
    const b = await sendCode(other);
    expect((await verify(b.userId, b.wrong)).json.attemptsLeft).toBe(4);
  });

  it('parallel guesses cannot exceed the limit', async () => {
    const mobileNumber = await newNumber();
    const { userId, otp } = await sendCode(mobileNumber);
    const guesses = Array.from({ length: 40 }, (_, i) => String((Number(otp) + 1 + i) % 10_000).padStart(4, '0'));
    const statuses = (await Promise.all(guesses.map((code) => verify(userId, code)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});

describe('per-IP limits', () => {
  it('limits send-otp per IP', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { otpSendPerIp: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await call(limited.app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber: '9111111111' } })).status,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('resend cooldown setting (otpResendSeconds)', () => {
  // Apps with other settings on the file's database; each test uses its own seeded owner.
  const send = (app: TestApp['app'], mobileNumber: string) =>
    call(app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber } });
  it('uses the configured cooldown', async () => {
    const short = await createTestApp({ database: t.database, seed: false, rateLimits: { otpResendSeconds: 5 } });
    try {
      const first = await send(short.app, '9700000000');
      expect(first.status).toBe(200);
      expect(first.json.responseObject.resendAfterSeconds).toBe(5);
      short.clock.advance(4_000);
      const early = await send(short.app, '9700000000');
      expect(early.status).toBe(429);
      expect(early.json).toMatchObject({
        statusCode: 429,
        retryAfterSeconds: 1,
        message: 'Please wait 1 seconds before requesting a new OTP',
      });
      short.clock.advance(1_000);
      expect((await send(short.app, '9700000000')).status).toBe(200);
    } finally {
      await short.close();
    }
  });
  it('0 lets the same number request codes back to back (e2e), within the per-number limit', async () => {
    const none = await createTestApp({ database: t.database, seed: false, rateLimits: { otpResendSeconds: 0, otpSendPerNumber: 3 } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await send(none.app, '9700001371')).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await none.close();
    }
  });
  it('production keeps 30 s even when the app is built with 0', async () => {
    const prod = await createTestApp({ database: t.database, production: true, seed: false, rateLimits: { otpResendSeconds: 0 } });
    try {
      const first = await send(prod.app, '9700002742');
      expect(first.status).toBe(200);
      expect(first.json.responseObject.resendAfterSeconds).toBe(30);
      prod.clock.advance(29_000);
      expect((await send(prod.app, '9700002742')).json).toMatchObject({ statusCode: 429, retryAfterSeconds: 1 });
      prod.clock.advance(1_000);
      expect((await send(prod.app, '9700002742')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('production mode', () => {
  it('has no dev OTP endpoint', async () => {
    const prod = await createTestApp({ database: t.database, production: true, seed: false });
    try {
      const res = await call(prod.app, { method: 'GET', url: '/api/v1/dev/last-otp?mobileNumber=9876543210' });
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Route not found' });
    } finally {
      await prod.close();
    }
  });
});

describe('GET /api/v1/dev/last-otp (dev mode)', () => {
  it('answers the last code sent to a number', async () => {
    t.clock.advance(60_000);
    expect((await post('/api/v1/auth/send-otp', { mobileNumber: '9123456780' })).status).toBe(200);
    const res = await call(t.app, { method: 'GET', url: '/api/v1/dev/last-otp?mobileNumber=9123456780' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ mobileNumber: '9123456780', otp: expect.stringMatching(/^\d{4}$/), sentAt: t.clock().toISOString() });
  });
  it('404 when no code was sent to that number', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/v1/dev/last-otp?mobileNumber=9555555555' });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'No OTP sent to this number' });
  });
  it('400 for a bad mobile number', async () => {
    for (const qs of ['mobileNumber=12345', 'mobileNumber=98765abcde', '']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/dev/last-otp?${qs}` });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Please enter a valid 10-digit mobile number' });
    }
  });
});

describe('verify-otp per IP', () => {
  it('refuses verifications over the per-IP limit, even a correct code', async () => {
    const limited = await createTestApp({ database: t.database, seed: false, rateLimits: { otpVerifyPerIp: 3 } });
    try {
      limited.clock.advance(60 * 60_000);
      const sent = await call(limited.app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber: '9700005484' } });
      expect(sent.status).toBe(200);
      const userId = sent.json.responseObject.userId;
      const otp = await lastOtp(limited.app, '9700005484');
      const wrong = otp === '0000' ? '1111' : '0000';
      const verify = (code: string, remoteAddress = '127.0.0.1') =>
        call(limited.app, {
          method: 'POST',
          url: '/api/v1/auth/verify-otp',
          payload: { userId, otpType: 'mobile', otp: code },
          remoteAddress,
        });
      expect((await verify(wrong)).status).toBe(401);
      expect((await verify(wrong)).status).toBe(401);
      expect((await verify(wrong)).status).toBe(401);
      const fourth = await verify(otp);
      expect(fourth.status).toBe(429);
      expect(fourth.json).toEqual({ success: false, message: 'Too many attempts. Please try again later' });
      // Another address is counted apart; the code (2 tries left) still works there.
      expect((await verify(otp, '10.0.0.9')).status).toBe(200);
      // The window is 15 minutes.
      limited.clock.advance(15 * 60_000);
      expect((await verify(wrong)).status).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('refuses a token once it has expired (30 days)', async () => {
    const { token } = await signIn(t.app, '9876543210', t.clock);
    t.clock.advance(30 * 86_400_000 - 60_000);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/auth/me', token })).status).toBe(200);
    t.clock.advance(60_000);
    const res = await call(t.app, { method: 'GET', url: '/api/v1/auth/me', token });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Please sign in to continue' });
    expect((await call(t.app, { method: 'POST', url: '/api/v1/auth/logout', token })).status).toBe(401);
  });
});

describe('what the database holds', () => {
  const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
  it('no plain OTP code, and no hash a dump could brute-force without the server secret', async () => {
    const secret = 'test-otp-secret-0123456789abcdef-0123456789';
    const keyed = await createTestApp({ database: t.database, seed: false, otpSecret: secret });
    try {
      keyed.clock.advance(2 * 60 * 60_000);
      const sent = await call(keyed.app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber: '9700008226' } });
      expect(sent.status).toBe(200);
      const otp = await lastOtp(keyed.app, '9700008226');
      const { rows } = await sql<{
        id: string;
        codeHash: string;
      }>`select * from otp_challenges where mobile_number = '9700008226' order by created_at desc limit 1`.execute(t.database.db);
      const row = rows[0]!;
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.codeHash).not.toBe(otp);
      expect(row.codeHash).toBe(hashOtpCode(secret, row.id, otp));
      // Hashing all 10,000 codes the unkeyed way (as the stored hash used to be made) finds nothing.
      const candidates = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
      expect(candidates.filter((code) => sha256(`${row.id}:${code}`) === row.codeHash || sha256(code) === row.codeHash)).toEqual([]);
      // With another secret no code matches either: the key is what makes the hash.
      expect(candidates.filter((code) => hashOtpCode('another-secret-of-at-least-32-chars!!', row.id, code) === row.codeHash)).toEqual([]);
      // And the code verifies on the app holding the key.
      const verified = await call(keyed.app, {
        method: 'POST',
        url: '/api/v1/auth/verify-otp',
        payload: { userId: sent.json.responseObject.userId, otpType: 'mobile', otp },
      });
      expect(verified.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
  it('no plain session token: only its SHA-256', async () => {
    const { token, user } = await signIn(t.app, '9123456780', t.clock);
    const { rows } = await sql<Record<string, unknown>>`select * from sessions where user_id = ${user.id}`.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
  });
});

describe('production SMS sender', () => {
  it('logs that a code went to a masked number, never the code, and keeps no outbox', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const secret = 'prod-otp-secret-0123456789abcdef-0123456789';
    const prod = await createTestApp({
      database: t.database,
      seed: false,
      production: true,
      otpSecret: secret,
      logger: { level: 'info', stream },
    });
    try {
      prod.clock.advance(3 * 60 * 60_000);
      const sent = await call(prod.app, { method: 'POST', url: '/api/v1/auth/send-otp', payload: { mobileNumber: '9700009597' } });
      expect(sent.status).toBe(200);
      // Recover the code from the database with the key, to look for it in the log.
      const { rows } = await sql<{
        id: string;
        codeHash: string;
      }>`select id, code_hash from otp_challenges where mobile_number = '9700009597' order by created_at desc limit 1`.execute(
        t.database.db,
      );
      const otp = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).find(
        (code) => hashOtpCode(secret, rows[0]!.id, code) === rows[0]!.codeHash,
      );
      expect(otp).toMatch(/^\d{4}$/);
      const messages = lines.map((l) => String(JSON.parse(l).msg ?? ''));
      expect(messages).toContain('[dev sms] OTP sent to +91******9597 (no SMS provider configured; the code is not logged)');
      for (const message of messages) {
        expect(message).not.toContain(otp!);
        expect(message).not.toContain('9700009597');
      }
      expect(prod.app.hasRoute({ method: 'GET', url: '/api/v1/dev/last-otp' })).toBe(false);
    } finally {
      await prod.close();
    }
  });
  it('warns when production runs without OTP_SECRET', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const prod = await createTestApp({ database: t.database, seed: false, production: true, logger: { level: 'warn', stream } });
    await prod.close();
    expect(lines.map((l) => JSON.parse(l).msg)).toContain(
      'OTP_SECRET is not set: using a random per-process secret. Set OTP_SECRET (32+ characters) and share it between API processes.',
    );
  });
});
