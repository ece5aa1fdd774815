// Alert messages by SMS and e-mail (issue 28): instant alerts become one message per channel with
// the car, the search and the links; 'off' searches, channels turned off and users without an e-mail
// get none; daily alerts wait for 09:00 IST and go out as one digest per user and channel, once a
// day; a sender that fails is retried with backoff and then sent once, or given up after 5 attempts;
// a stop mid-way loses nothing and the outbox never shows a delivery twice; contact details are read
// at send time; and the 'alerts' schedule sends without the housekeeping round.
import { DIGEST_ALERTS_LISTED } from '@carmarket/shared/api-contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carBody } from '../../test/car-bodies';
import { call, createTestApp, makeTestClock, signIn, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { matchCarChanges } from '../alerts/alert-matching';
import { planDeliveries } from './delivery-planning';
import { MAX_DELIVERY_ATTEMPTS, RETRY_BASE_DELAY_MS, SEND_LEASE_MS } from './delivery-sending';
import { createDevNotificationSender } from './dev-notification-sender';
import type { NotificationSender } from './notification-sender';
import { listCar, notificationRunner, outbox, saveSearch, setEmail, type Session } from './notification-test-setup';

const SITE = 'https://carmarket.example';
const BUYER_MOBILE = '9876543210';
const BUYER_EMAIL = 'rahul@example.in';
const OTHER_MOBILE = '9000070011';
const OTHER_EMAIL = 'asha@example.in';

let t: TestApp;
let buyer: Session;
let other: Session;
let dealer: Session;
let run: ReturnType<typeof notificationRunner>;
beforeAll(async () => {
  // 00:00 UTC = 05:30 IST: before the day's digest.
  t = await createTestApp({ seed: { cars: 6, images: false }, clock: makeTestClock(new Date('2025-03-10T00:00:00Z')) });
  buyer = await signInOwner(t.app, t.clock);
  dealer = await signInDealer(t.app, t.clock);
  const signup = await call(t.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Asha Rao', email: OTHER_EMAIL, mobileNumber: OTHER_MOBILE },
  });
  expect(signup.status, signup.body).toBe(201);
  other = await signIn(t.app, OTHER_MOBILE, t.clock);
  run = notificationRunner(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const deliveries = () =>
  db()
    .selectFrom('notificationDeliveries')
    .select(['id', 'userId', 'channel', 'recipient', 'kind', 'attempts', 'sentAt', 'failedAt', 'lastError', 'nextAttemptAt'])
    .select(sql<string | null>`digest_day::text`.as('digestDay'))
    .select(sql<string[]>`alert_ids::text[]`.as('alertIds'))
    .orderBy('id')
    .execute();

/** A clean slate: no searches, saved cars, alerts, deliveries or outbox; both users with e-mail, every channel on. */
beforeEach(async () => {
  await run();
  for (const table of [
    'devNotificationOutbox',
    'notificationDeliveries',
    'notificationSettings',
    'alerts',
    'savedSearches',
    'savedCars',
  ] as const) {
    await db().deleteFrom(table).execute();
  }
  await setEmail(t, buyer, BUYER_EMAIL);
  await setEmail(t, other, OTHER_EMAIL);
  t.clock.advance(1000);
});

const TESLA = {
  brand: 'Tesla',
  model: 'Model 3',
  variant: 'LR',
  carName: 'Tesla Model 3',
  manufacturingYear: 2022,
  registrationYear: 2022,
  carPrice: 4_500_000,
  kmDriven: 12_000,
};

describe('instant alerts', () => {
  it('one message per channel, with the car, the price, the search and the links; nothing twice', async () => {
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant', 'Teslas');
    const carId = await listCar(t, dealer, TESLA);
    const result = await run();
    expect(result.planned).toEqual({ alerts: 1, deliveries: 2 });
    expect(result.sent).toEqual({ sent: 2, retrying: 0, failed: 0, dropped: 0 });

    const [sms, ...moreSms] = await outbox(t, BUYER_MOBILE);
    expect(moreSms).toEqual([]);
    expect(sms).toMatchObject({ channel: 'sms', to: BUYER_MOBILE, subject: null, kind: 'instant', alertCount: 1 });
    expect(sms!.unsubscribeUrl).toMatch(new RegExp(`^${SITE}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$`));
    expect(sms!.text).toBe(
      `CarMarket: New match for "Teslas": 2022 Tesla Model 3 LR, ₹45 Lakhs, 12,000 km, Pune. ${SITE}/buy-car/${carId}\n` +
        `Stop SMS alerts: ${sms!.unsubscribeUrl}`,
    );
    const [email, ...moreEmail] = await outbox(t, BUYER_EMAIL.toUpperCase());
    expect(moreEmail).toEqual([]);
    expect(email).toMatchObject({ channel: 'email', to: BUYER_EMAIL, kind: 'instant', alertCount: 1 });
    expect(email!.subject).toBe('New match for "Teslas": 2022 Tesla Model 3 LR');
    expect(email!.text).toBe(
      [
        'New match for "Teslas": 2022 Tesla Model 3 LR, ₹45 Lakhs, 12,000 km, Pune.',
        '',
        `See the car: ${SITE}/buy-car/${carId}`,
        '',
        `You get this because of your saved search "Teslas". Change your alerts: ${SITE}/settings/saved-searches`,
        `Stop e-mail alerts: ${email!.unsubscribeUrl}`,
      ].join('\n'),
    );
    // Each channel's link turns off that channel only.
    expect(email!.unsubscribeUrl).not.toBe(sms!.unsubscribeUrl);
    // The other user (no search) got nothing; the alert is marked; running again sends nothing.
    expect(await outbox(t, OTHER_MOBILE)).toEqual([]);
    const alert = await db().selectFrom('alerts').select('notifiedAt').executeTakeFirstOrThrow();
    expect(alert.notifiedAt).not.toBeNull();
    expect(await run()).toEqual({ planned: { alerts: 0, deliveries: 0 }, sent: { sent: 0, retrying: 0, failed: 0, dropped: 0 } });
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
    expect((await deliveries()).map((d) => [d.channel, d.recipient, d.kind, d.sentAt !== null])).toEqual([
      ['sms', BUYER_MOBILE, 'instant', true],
      ['email', BUYER_EMAIL, 'instant', true],
    ]);
  });

  it('a price drop of a saved car is instant: "Price dropped by ₹X", the new price', async () => {
    const carId = await listCar(t, dealer, { ...TESLA, carPrice: 950_000 });
    expect((await call(t.app, { method: 'POST', url: '/api/v1/saved-cars', token: buyer.token, payload: { carId } })).status).toBe(201);
    await run();
    t.clock.advance(1000);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: dealer.token,
      payload: carBody(dealer.user.id, { ...TESLA, carId, carPrice: 900_000 }),
    });
    expect(res.status, res.body).toBe(200);
    await run();
    const [sms] = await outbox(t, BUYER_MOBILE);
    expect(sms!.text.split('\n')[0]).toBe(
      `CarMarket: Price dropped by ₹50,000: 2022 Tesla Model 3 LR, now ₹9 Lakhs, 12,000 km, Pune. ${SITE}/buy-car/${carId}`,
    );
    const [email] = await outbox(t, BUYER_EMAIL);
    expect(email!.subject).toBe('Price dropped by ₹50,000: 2022 Tesla Model 3 LR');
    expect(email!.text).toContain('You get this because you saved this car.');
  });

  it("nothing for an 'off' search, a channel turned off, or e-mail without an address", async () => {
    const search = await saveSearch(t, other, { brand: ['Tesla'] }, 'instant');
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
    // The buyer turns SMS off.
    const put = await call(t.app, { method: 'PUT', url: '/api/v1/notifications/settings', token: buyer.token, payload: { sms: false } });
    expect(put.status, put.body).toBe(200);
    await listCar(t, dealer, TESLA);
    await matchCarChanges(db(), t.clock());
    // The other user turns the search's alert off after the alert was raised: read afresh, nothing goes out.
    const off = await call(t.app, {
      method: 'PUT',
      url: `/api/v1/saved-searches/${search.id}`,
      token: other.token,
      payload: { alert: 'off' },
    });
    expect(off.status, off.body).toBe(200);
    expect((await run()).planned).toEqual({ alerts: 2, deliveries: 1 });
    expect(await outbox(t, OTHER_MOBILE)).toEqual([]);
    expect(await outbox(t, OTHER_EMAIL)).toEqual([]);
    expect(await outbox(t, BUYER_MOBILE)).toEqual([]);
    expect(await outbox(t, BUYER_EMAIL)).toHaveLength(1);

    // Without an e-mail address: SMS only (turned back on).
    await setEmail(t, buyer, null);
    expect(
      (await call(t.app, { method: 'PUT', url: '/api/v1/notifications/settings', token: buyer.token, payload: { sms: true } })).status,
    ).toBe(200);
    await listCar(t, dealer, TESLA);
    await run();
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
    expect(await outbox(t, BUYER_EMAIL)).toHaveLength(1);
    expect(await db().selectFrom('alerts').select('id').where('notifiedAt', 'is', null).execute()).toEqual([]);
  });

  it('reads the contact details at send time: an e-mail removed after planning gets nothing', async () => {
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
    await listCar(t, dealer, TESLA);
    await run(); // matched and sent; now a second car, planned but not yet sent
    await db().deleteFrom('devNotificationOutbox').execute();
    await listCar(t, dealer, TESLA);
    await matchCarChanges(db(), t.clock());
    expect(await planDeliveries(db(), t.clock(), ['sms', 'email'])).toEqual({ alerts: 1, deliveries: 2 });
    await setEmail(t, buyer, null);
    expect((await run()).sent).toEqual({ sent: 1, retrying: 0, failed: 0, dropped: 1 });
    expect(await outbox(t, BUYER_EMAIL)).toEqual([]);
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
    const dropped = (await deliveries()).find((d) => d.channel === 'email' && d.sentAt === null);
    expect(dropped).toMatchObject({ lastError: 'not sent: no recipient any more' });
    expect(dropped!.failedAt).not.toBeNull();
  });
});

describe('daily digests', () => {
  it('nothing before 09:00 IST; then one digest per user and channel listing the day, once a day', async () => {
    // Back to 05:30 IST of a day to come.
    const day = Math.ceil((t.clock().getTime() - Date.parse('2025-03-10T00:00:00Z')) / 86_400_000) + 1;
    t.clock.advance(Date.parse('2025-03-10T00:00:00Z') + day * 86_400_000 - t.clock().getTime());
    await saveSearch(t, buyer, { brand: ['Maruti'] }, 'daily', 'Marutis');
    await saveSearch(t, other, { brand: ['Maruti'] }, 'daily', 'Cheap Marutis');
    const cars: string[] = [];
    for (let i = 0; i < DIGEST_ALERTS_LISTED + 2; i += 1) {
      cars.push(
        await listCar(t, dealer, {
          brand: 'Maruti',
          model: 'Swift',
          variant: 'VXI',
          carName: 'Maruti Swift',
          carPrice: 500_000 + i * 10_000,
        }),
      );
      t.clock.advance(1000);
    }
    expect((await run()).planned).toEqual({ alerts: 0, deliveries: 0 });
    // 08:59 IST: still nothing.
    t.clock.advance(Date.parse('2025-03-10T03:29:00Z') + day * 86_400_000 - t.clock().getTime());
    await run();
    expect(await outbox(t, BUYER_MOBILE)).toEqual([]);
    expect(await db().selectFrom('alerts').select('id').where('notifiedAt', 'is', null).execute()).toHaveLength(24);

    // 09:01 IST: one digest per user and channel.
    t.clock.advance(2 * 60_000);
    const digestDay = new Date(Date.parse('2025-03-10T00:00:00Z') + day * 86_400_000).toISOString().slice(0, 10);
    expect((await run()).planned).toEqual({ alerts: 24, deliveries: 4 });
    for (const to of [BUYER_MOBILE, BUYER_EMAIL, OTHER_MOBILE, OTHER_EMAIL]) {
      const messages = await outbox(t, to);
      expect(messages, to).toHaveLength(1);
      expect(messages[0]).toMatchObject({ kind: 'digest', alertCount: DIGEST_ALERTS_LISTED + 2 });
      const lines = messages[0]!.text.split('\n');
      expect(lines.filter((line) => /^\d+\. /.test(line))).toHaveLength(DIGEST_ALERTS_LISTED);
      expect(lines).toContain(`and 2 more: ${SITE}/settings/saved-searches`);
    }
    const [sms] = await outbox(t, BUYER_MOBILE);
    expect(sms!.text.split('\n').slice(0, 3)).toEqual([
      'CarMarket: your daily alerts, 12 new alerts',
      '',
      `1. New match for "Marutis": 2021 Maruti Swift VXI, ₹5 Lakhs, 32,000 km, Pune ${SITE}/buy-car/${cars[0]}`,
    ]);
    const [email] = await outbox(t, OTHER_EMAIL);
    expect(email!.subject).toBe('Your daily CarMarket alerts: 12 new alerts');
    expect(email!.text).toContain('New match for "Cheap Marutis"');
    expect((await deliveries()).map((d) => [d.kind, d.digestDay, d.alertIds.length])).toEqual(
      Array.from({ length: 4 }, () => ['digest', digestDay, 12]),
    );

    // Not again the same day, even with a new alert (it is tomorrow's).
    await listCar(t, dealer, { brand: 'Maruti', model: 'Swift', variant: 'VXI', carName: 'Maruti Swift' });
    t.clock.advance(3 * 3600_000);
    expect((await run()).planned).toEqual({ alerts: 0, deliveries: 0 });
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
    // The next day at 09:01: one more digest each, with the one alert.
    t.clock.advance(21 * 3600_000);
    expect((await run()).planned).toEqual({ alerts: 2, deliveries: 4 });
    const next = await outbox(t, BUYER_MOBILE);
    expect(next.map((m) => m.alertCount)).toEqual([1, 12]);
    expect(next[0]!.text).toContain(`Your saved searches: ${SITE}/settings/saved-searches`);
  });
});

describe('retries', () => {
  /** An SMS sender failing its first `failures` sends, then writing the dev outbox. */
  function flakySender(failures: number): NotificationSender & { calls: number } {
    const dev = createDevNotificationSender(db(), t.clock);
    const sender = {
      calls: 0,
      async send(message: Parameters<NotificationSender['send']>[0]) {
        sender.calls += 1;
        if (sender.calls <= failures) throw new Error(`gateway down (${sender.calls})`);
        await dev.send(message);
      },
    };
    return sender;
  }

  it('a sender that throws is retried after a growing delay, then the delivery is sent once', async () => {
    const sms = flakySender(2);
    const runFlaky = notificationRunner(t, { senders: { sms } });
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
    await listCar(t, dealer, TESLA);
    expect((await runFlaky()).sent).toMatchObject({ sent: 1, retrying: 1 }); // e-mail went, SMS failed
    let [delivery] = (await deliveries()).filter((d) => d.channel === 'sms');
    expect(delivery).toMatchObject({ attempts: 1, lastError: 'gateway down (1)', sentAt: null, failedAt: null });
    expect(new Date(delivery!.nextAttemptAt).getTime()).toBe(t.clock().getTime() + RETRY_BASE_DELAY_MS);
    // Not due yet.
    t.clock.advance(RETRY_BASE_DELAY_MS - 1000);
    await runFlaky();
    expect(sms.calls).toBe(1);
    t.clock.advance(1000);
    expect((await runFlaky()).sent).toMatchObject({ retrying: 1 });
    [delivery] = (await deliveries()).filter((d) => d.channel === 'sms');
    expect(new Date(delivery!.nextAttemptAt).getTime()).toBe(t.clock().getTime() + 2 * RETRY_BASE_DELAY_MS);
    t.clock.advance(2 * RETRY_BASE_DELAY_MS - 1000);
    await runFlaky();
    expect(sms.calls).toBe(2);
    t.clock.advance(1000);
    expect((await runFlaky()).sent).toMatchObject({ sent: 1 });
    expect(sms.calls).toBe(3);
    [delivery] = (await deliveries()).filter((d) => d.channel === 'sms');
    expect(delivery).toMatchObject({ attempts: 2, lastError: null, failedAt: null });
    expect(delivery!.sentAt).not.toBeNull();
    t.clock.advance(3600_000);
    await runFlaky();
    expect(sms.calls).toBe(3);
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const sms = flakySender(Number.POSITIVE_INFINITY);
    const runFailing = notificationRunner(t, { senders: { sms } });
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
    await listCar(t, dealer, TESLA);
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS + 2; i += 1) {
      await runFailing();
      t.clock.advance(24 * 3600_000);
    }
    expect(sms.calls).toBe(MAX_DELIVERY_ATTEMPTS);
    const [delivery] = (await deliveries()).filter((d) => d.channel === 'sms');
    expect(delivery).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, lastError: `gateway down (${MAX_DELIVERY_ATTEMPTS})`, sentAt: null });
    expect(delivery!.failedAt).not.toBeNull();
    expect(await outbox(t, BUYER_MOBILE)).toEqual([]);
    expect(await outbox(t, BUYER_EMAIL)).toHaveLength(1);
  });

  it('a stop mid-way loses nothing, and the outbox never shows a delivery twice', async () => {
    await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
    await listCar(t, dealer, TESLA);
    await matchCarChanges(db(), t.clock());
    await planDeliveries(db(), t.clock(), ['sms', 'email']);
    // An instance claimed both and stopped before sending: they are leased, not lost.
    await db()
      .updateTable('notificationDeliveries')
      .set({ nextAttemptAt: new Date(t.clock().getTime() + SEND_LEASE_MS) })
      .execute();
    expect((await run()).sent.sent).toBe(0);
    t.clock.advance(SEND_LEASE_MS);
    expect((await run()).sent.sent).toBe(2);
    // An instance sent them and stopped before marking them sent: sent again, one message each in the outbox.
    await db().updateTable('notificationDeliveries').set({ sentAt: null }).execute();
    expect((await run()).sent.sent).toBe(0);
    t.clock.advance(SEND_LEASE_MS);
    expect((await run()).sent.sent).toBe(2);
    expect(await outbox(t, BUYER_MOBILE)).toHaveLength(1);
    expect(await outbox(t, BUYER_EMAIL)).toHaveLength(1);
  });
});

describe('on the alerts schedule', () => {
  it('an instant alert reaches the outbox without the housekeeping round', async () => {
    const scheduled = await createTestApp({ database: t.database, seed: false, clock: t.clock, alertsIntervalMs: 100 });
    try {
      await saveSearch(t, buyer, { brand: ['Tesla'] }, 'instant');
      const carId = await listCar(t, dealer, TESLA);
      await expect
        .poll(async () => (await outbox(t, BUYER_MOBILE)).map((m) => m.text.includes(`/buy-car/${carId}`)), { timeout: 10_000 })
        .toEqual([true]);
    } finally {
      await scheduled.close();
    }
  });
});
