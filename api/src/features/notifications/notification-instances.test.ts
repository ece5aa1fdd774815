// Two API instances sending alert messages from one database at once (issue 28): planning and sending
// split the work between them (small batches) and every delivery is planned and sent exactly once:
// one outbox message per alert and channel for instant alerts, one digest per user and channel for
// daily ones. On PostgreSQL (DATABASE_URL) B has its own connection pool on A's schema, as a second
// process would; on PGlite both share the one database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { call, createTestApp, makeTestClock, signIn, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { matchCarChanges } from '../alerts/alert-matching';
import { planDeliveries } from './delivery-planning';
import { sendDueDeliveries } from './delivery-sending';
import { createDevNotificationSender } from './dev-notification-sender';
import { listCar, saveSearch, setEmail, silentLog, type Session } from './notification-test-setup';
import { createUnsubscribeTokens } from './unsubscribe-tokens';

let a: TestApp;
let b: TestApp;
let bDatabase: DatabaseHandle | undefined;
let buyer: Session;
let other: Session;
let dealer: Session;
beforeAll(async () => {
  // 09:30 IST: today's digest hour has passed.
  a = await createTestApp({ seed: { cars: 4, images: false }, clock: makeTestClock(new Date('2025-03-10T04:00:00Z')) });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.database.db);
    bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
  }
  b = await createTestApp({ database: bDatabase ?? a.database, seed: false, clock: a.clock });
  buyer = await signInOwner(a.app, a.clock);
  dealer = await signInDealer(b.app, a.clock);
  const signup = await call(a.app, {
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: { fullName: 'Asha Rao', email: 'asha@example.in', mobileNumber: '9000070031' },
  });
  expect(signup.status, signup.body).toBe(201);
  other = await signIn(b.app, '9000070031', a.clock);
  await setEmail(a, buyer, 'rahul@example.in');
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

/** One instance's round: plan in batches of 3, then send. */
const round = (app: TestApp) => async () => {
  const { db } = app.database;
  const senders = { sms: createDevNotificationSender(db, a.clock), email: createDevNotificationSender(db, a.clock) };
  const planned = await planDeliveries(db, a.clock(), ['sms', 'email'], { batchSize: 3 });
  const sent = await sendDueDeliveries({
    db,
    clock: a.clock,
    senders,
    siteUrl: 'https://carmarket.example',
    tokens: createUnsubscribeTokens({ db, clock: a.clock }),
    log: silentLog,
  });
  return { planned, sent };
};

const outboxRows = () =>
  a.database.db
    .selectFrom('devNotificationOutbox')
    .innerJoin('notificationDeliveries', (join) => join.on(sql`notification_deliveries.id = dev_notification_outbox.delivery_id`))
    .select(['devNotificationOutbox.recipient', 'devNotificationOutbox.kind', 'devNotificationOutbox.alertCount'])
    .select(sql<string>`notification_deliveries.alert_ids::text`.as('alertIds'))
    .execute();

describe('alert messages on two instances at once', () => {
  it('plans and sends each instant delivery once', async () => {
    await saveSearch(a, buyer, { brand: ['Tesla'] }, 'instant');
    await saveSearch(b, other, { brand: ['Tesla'] }, 'instant');
    for (let i = 0; i < 8; i += 1) {
      await listCar(i % 2 === 0 ? a : b, dealer, {
        brand: 'Tesla',
        model: 'Model 3',
        carName: 'Tesla Model 3',
        carPrice: 4_000_000 + i * 10_000,
      });
    }
    await matchCarChanges(a.database.db, a.clock());
    const runs = await Promise.all([round(a)(), round(b)()]);
    // 16 alerts, 2 channels each: 32 deliveries between them, each sent once.
    expect(runs[0].planned.alerts + runs[1].planned.alerts).toBe(16);
    expect(runs[0].planned.deliveries + runs[1].planned.deliveries).toBe(32);
    expect(runs[0].sent.sent + runs[1].sent.sent).toBe(32);
    const rows = await outboxRows();
    expect(rows).toHaveLength(32);
    expect(new Set(rows.map((r) => `${r.recipient} ${r.alertIds}`)).size).toBe(32);
    expect(rows.filter((r) => r.recipient === '9876543210')).toHaveLength(8);
    expect(rows.filter((r) => r.recipient === 'asha@example.in')).toHaveLength(8);
    // Again on both: nothing new.
    const again = await Promise.all([round(b)(), round(a)()]);
    expect(again.map((r) => r.planned.deliveries + r.sent.sent)).toEqual([0, 0]);
  });

  it('makes each daily digest once', async () => {
    await a.database.db.deleteFrom('devNotificationOutbox').execute();
    await saveSearch(a, buyer, { brand: ['Maruti'] }, 'daily');
    await saveSearch(b, other, { brand: ['Maruti'] }, 'daily');
    await saveSearch(b, other, { brand: ['Maruti'], priceMax: 600_000 }, 'daily');
    for (let i = 0; i < 5; i += 1) {
      await listCar(i % 2 === 0 ? a : b, dealer, {
        brand: 'Maruti',
        model: 'Swift',
        carName: 'Maruti Swift',
        carPrice: 500_000 + i * 50_000,
      });
    }
    await matchCarChanges(a.database.db, a.clock());
    // Raised after today's 09:00 IST: tomorrow's digest.
    await Promise.all([round(a)(), round(b)()]);
    expect(await outboxRows()).toEqual([]);
    a.clock.advance(24 * 3600_000);
    await Promise.all([round(a)(), round(b)(), round(a)()]);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.recipient, r.kind, r.alertCount]).sort()).toEqual([
      ['9000070031', 'digest', 5 + 3],
      ['9876543210', 'digest', 5],
      ['asha@example.in', 'digest', 5 + 3],
      ['rahul@example.in', 'digest', 5],
    ]);
    await Promise.all([round(b)(), round(a)()]);
    expect(await outboxRows()).toHaveLength(4);
  });
});
