// The channel settings (GET/PUT, signed in, each user their own), what PUT refuses (e-mail without an
// address, a channel this API cannot send on), and the unsubscribe link's call: a valid token turns
// its channel off (again: harmless), a tampered one, garbage or another key's signature is a 400.
import { createHmac } from 'node:crypto';
import { NOTIFICATION_MESSAGES } from '@carmarket/shared/api-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, signInOwner, type TestApp } from '../../test/test-app';
import { setEmail, type Session } from './notification-test-setup';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

let t: TestApp;
let buyer: Session;
let other: Session;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 2, images: false } });
  buyer = await signInOwner(t.app, t.clock);
  const signup = await call(t.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9000070021' },
  });
  expect(signup.status, signup.body).toBe(201);
  other = await signIn(t.app, '9000070021', t.clock);
  await setEmail(t, buyer, 'rahul@example.in');
});
afterAll(() => t.close());

const settingsOf = (who: Session) => call(t.app, { method: 'GET', url: '/api/v1/notifications/settings', token: who.token });
const change = (who: Session, payload: Record<string, unknown>) =>
  call(t.app, { method: 'PUT', url: '/api/v1/notifications/settings', token: who.token, payload });
const unsubscribe = (token: unknown) => call(t.app, { method: 'POST', url: '/api/v1/notifications/unsubscribe', payload: { token } });
const tokens = () => createUnsubscribeTokens({ db: t.database.db, clock: t.clock });

describe('notification settings', () => {
  it('both channels on by default, with where they go (masked mobile number, the e-mail)', async () => {
    const res = await settingsOf(buyer);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({
      sms: { enabled: true, available: true, to: '+91******3210' },
      email: { enabled: true, available: true, to: 'rahul@example.in' },
    });
    expect((await call(t.app, { method: 'GET', url: '/api/v1/notifications/settings' })).status).toBe(401);
    expect((await call(t.app, { method: 'PUT', url: '/api/v1/notifications/settings', payload: { sms: false } })).status).toBe(401);
  });

  it("PUT changes only the caller's channels and answers the settings after it", async () => {
    const res = await change(buyer, { sms: false });
    expect(res.status, res.body).toBe(200);
    expect(res.json.sms).toEqual({ enabled: false, available: true, to: '+91******3210' });
    expect(res.json.email.enabled).toBe(true);
    expect((await settingsOf(buyer)).json.sms.enabled).toBe(false);
    // The other user's are untouched, and theirs change only theirs.
    expect((await settingsOf(other)).json.sms.enabled).toBe(true);
    expect((await change(other, { email: false })).json.email.enabled).toBe(false);
    expect((await settingsOf(buyer)).json).toMatchObject({ sms: { enabled: false }, email: { enabled: true } });
    expect((await change(buyer, { sms: true, email: true })).json).toMatchObject({ sms: { enabled: true }, email: { enabled: true } });
    // Nothing in the body names a user: another's id is refused as an unknown field.
    expect((await change(buyer, { userId: other.user.id, sms: false })).status).toBe(400);
    expect((await settingsOf(other)).json.sms.enabled).toBe(true);
  });

  it('refuses an empty change, e-mail without an address, and a channel that is not available', async () => {
    const empty = await change(buyer, {});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe(NOTIFICATION_MESSAGES.settings);
    await setEmail(t, other, null);
    const noEmail = await change(other, { email: true });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json.message).toBe(NOTIFICATION_MESSAGES.noEmail);
    expect((await settingsOf(other)).json.email).toEqual({ enabled: false, available: true, to: null });
    // Turning it off needs no address.
    expect((await change(other, { email: false })).status).toBe(200);

    // Production without an SMS provider: SMS is unavailable (e-mail configured here by a sender).
    const production = await createTestApp({
      database: t.database,
      seed: false,
      production: true,
      clock: t.clock,
      notifications: { senders: { email: { send: async () => {} } } },
    });
    try {
      const res = await call(production.app, { method: 'GET', url: '/api/v1/notifications/settings', token: buyer.token });
      expect(res.json).toEqual({
        sms: { enabled: true, available: false, to: '+91******3210' },
        email: { enabled: true, available: true, to: 'rahul@example.in' },
      });
      const refused = await call(production.app, {
        method: 'PUT',
        url: '/api/v1/notifications/settings',
        token: buyer.token,
        payload: { sms: true },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(NOTIFICATION_MESSAGES.unavailable('sms'));
      expect(refused.json.message).toBe('SMS alerts are not available yet');
      // The dev outbox does not exist there.
      expect((await call(production.app, { method: 'GET', url: '/api/v1/dev/outbox?to=9876543210' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('unsubscribe links', () => {
  it('a valid token turns its channel off, without a session; again is harmless', async () => {
    await change(buyer, { sms: true, email: true });
    const token = await tokens().sign({ userId: buyer.user.id, channel: 'email' });
    const res = await unsubscribe(token);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toEqual({ channel: 'email', to: 'rahul@example.in' });
    expect((await settingsOf(buyer)).json).toMatchObject({ sms: { enabled: true }, email: { enabled: false } });
    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    expect((await settingsOf(buyer)).json.email.enabled).toBe(false);

    const sms = await unsubscribe(await tokens().sign({ userId: buyer.user.id, channel: 'sms' }));
    expect(sms.json).toEqual({ channel: 'sms', to: '+91******3210' });
    expect((await settingsOf(buyer)).json.sms.enabled).toBe(false);
    // Another user's settings are untouched.
    expect((await settingsOf(other)).json.sms.enabled).toBe(true);
  });

  it("a tampered token, garbage or another key's signature is a 400", async () => {
    await change(other, { sms: true });
    const token = await tokens().sign({ userId: other.user.id, channel: 'sms' });
    const [payload, signature] = token.split('.') as [string, string];
    // The payload changed to name another user (the signature kept).
    const forged = Buffer.from(JSON.stringify({ u: buyer.user.id, c: 'sms', v: 1 })).toString('base64url');
    // Signed with another key (as OTP_SECRET-derived keys of another deployment would be).
    const otherKey = createHmac('sha256', 'not the key').update(payload).digest('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${otherKey}`,
      `${payload}.${flipped}`,
      `${payload}.`,
      'garbage',
      'a.b.c',
      `${token}x`,
    ]) {
      const res = await unsubscribe(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    }
    for (const bad of ['', 42, 'x'.repeat(1001)])
      expect((await unsubscribe(bad)).json.message).toBe(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    // An app keyed by OTP_SECRET does not take the database key's tokens, and the other way round.
    const keyed = createUnsubscribeTokens({ configuredSecret: 'o'.repeat(40), db: t.database.db, clock: t.clock });
    expect(await keyed.verify(token)).toBeNull();
    expect(await tokens().verify(await keyed.sign({ userId: other.user.id, channel: 'sms' }))).toBeNull();
    expect(await keyed.verify(await keyed.sign({ userId: other.user.id, channel: 'sms' }))).toEqual({
      userId: other.user.id,
      channel: 'sms',
    });
    expect((await settingsOf(other)).json.sms.enabled).toBe(true);
    expect((await settingsOf(buyer)).json.sms.enabled).toBe(false);
  });

  it('every instance agrees on the key without OTP_SECRET: it is made once, in the database', async () => {
    const first = await tokens().sign({ userId: other.user.id, channel: 'email' });
    const rows = await t.database.db.selectFrom('appSecrets').select('name').execute();
    expect(rows).toEqual([{ name: 'alert-unsubscribe-key' }]);
    expect(await tokens().sign({ userId: other.user.id, channel: 'email' })).toBe(first);
  });
});
