// POST /api/v1/telemetry and its storage: a beacon is accepted as sendBeacon sends it (text/plain)
// and as JSON; unknown fields, too many events, too large a body and a route with a query are
// refused; no row holds an address, user, user agent or URL query; a visitor address is limited per
// minute; the per-minute roll-ups have the right counts and percentiles, are idempotent, catch rows
// stored late, and retention keeps what a roll-up still needs.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';
import { deleteOldTelemetry, minuteOf, ROLLUP_REVISIT_MS, ROLLUP_SETTLE_MS, rollUpTelemetry } from './telemetry-rollups';
import { withoutUrlQueries } from './telemetry-events';

const BEACONS_PER_MINUTE = 5;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 1, images: false }, telemetry: { beaconsPerVisitorPerMinute: BEACONS_PER_MINUTE } });
  // Every test starts 5 s into a minute of its own (the clock only moves forward).
  t.clock.advance(65_000 - (t.clock().getTime() % 60_000));
});
afterAll(() => t.close());

const URL = '/api/v1/telemetry';
let addressCount = 0;
/** A visitor address of its own per call site, so the per-address limit only bites where it is tested. */
const newAddress = () => `198.51.100.${(addressCount += 1)}`;
const nextMinute = () => t.clock.advance(65_000 - (t.clock().getTime() % 60_000));

const batch = (changes: Record<string, unknown> = {}) => ({
  environment: 'staging',
  route: '/cars/:id',
  releases: { shell: '0.1.0+aaaaaaa', 'mf-browse': '0.2.0+bbbbbbb' },
  events: [{ kind: 'vital', name: 'LCP', value: 1234.5, at: 1_764_000_000_000 }],
  ...changes,
});

const send = (
  body: unknown,
  options: { contentType?: string; remoteAddress?: string; headers?: Record<string, string>; token?: string } = {},
) =>
  call(t.app, {
    method: 'POST',
    url: URL,
    remoteAddress: options.remoteAddress ?? newAddress(),
    headers: { 'content-type': options.contentType ?? 'text/plain;charset=UTF-8', ...options.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    ...(options.token ? { token: options.token } : {}),
  });

const eventRows = (environment: string) =>
  t.database.db.selectFrom('telemetryEvents').selectAll().where('environment', '=', environment).orderBy('id').execute();

const rollups = async (environment: string, query = '') => {
  const res = await call(t.app, { method: 'GET', url: `/api/v1/telemetry/rollups?environment=${environment}${query}` });
  expect(res.status, res.body).toBe(200);
  return res.json as {
    rollups: {
      minute: string;
      app: string;
      release: string;
      route: string;
      metric: string;
      count: number;
      errorCount: number;
      p50: number | null;
      p75: number | null;
      p95: number | null;
    }[];
    rolledUpUntil: string | null;
    truncated: boolean;
  };
};

/** Rolls up every minute that has ended (the clock moved past the settle time). */
const rollUpFinished = () => {
  t.clock.advance(60_000 + ROLLUP_SETTLE_MS);
  return rollUpTelemetry(t.database.db, t.clock());
};

describe('POST /api/v1/telemetry', () => {
  it('accepts a beacon as sendBeacon sends it (text/plain) and as JSON: 204, no body, one row per event', async () => {
    const asBeacon = await send(batch({ environment: 'accept' }));
    expect(asBeacon.status, asBeacon.body).toBe(204);
    expect(asBeacon.body).toBe('');
    const asJson = await send(
      batch({
        environment: 'accept',
        events: [
          { kind: 'error', source: 'uncaught', message: 'boom\n  at x.js:1', at: 1 },
          { kind: 'remote-failure', remote: 'mf-sell', release: '0.3.0+ccccccc', cause: 'network', at: 2 },
          { kind: 'render', remote: 'mf-browse', release: '0.2.0+bbbbbbb', durationMs: 42, fellBack: 'timeout', at: 3 },
          { kind: 'render', durationMs: 120, at: 4 },
        ],
      }),
      { contentType: 'application/json' },
    );
    expect(asJson.status, asJson.body).toBe(204);
    const rows = await eventRows('accept');
    expect(rows.map((row) => [row.kind, row.name, row.source, row.remote, row.remoteRelease, row.cause, row.fellBack, row.value])).toEqual([
      ['vital', 'LCP', null, null, null, null, null, 1234.5],
      ['error', null, 'uncaught', null, null, null, null, null],
      ['remote-failure', null, null, 'mf-sell', '0.3.0+ccccccc', 'network', null, null],
      ['render', null, null, 'mf-browse', '0.2.0+bbbbbbb', null, 'timeout', 42],
      ['render', null, null, null, null, null, null, 120],
    ]);
    expect(rows[0]).toMatchObject({ route: '/cars/:id', shellRelease: '0.1.0+aaaaaaa', releases: batch().releases });
    expect(rows[1]!.message).toBe('boom\n  at x.js:1');
  });

  it('refuses unknown fields, in the batch and in an event, with a 400 naming them', async () => {
    const top = await send(batch({ userId: 'u1' }));
    expect(top.status).toBe(400);
    expect(top.json.message).toMatch(/Unrecognized key.*userId/);
    const inEvent = await send(batch({ events: [{ kind: 'vital', name: 'LCP', value: 1, at: 1, url: 'https://x/?q=1' }] }));
    expect(inEvent.status).toBe(400);
    expect(inEvent.json.message).toMatch(/^events\.0: Unrecognized key.*url/);
    const unknownKind = await send(batch({ events: [{ kind: 'click', at: 1 }] }));
    expect(unknownKind.status).toBe(400);
  });

  it('refuses more than 50 events, a body over 32 kB, a route with a query or fragment, and values out of range', async () => {
    const vital = { kind: 'vital', name: 'INP', value: 80, at: 1 };
    expect((await send(batch({ events: Array.from({ length: 50 }, () => vital) }))).status).toBe(204);
    const tooMany = await send(batch({ events: Array.from({ length: 51 }, () => vital) }));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe('events must be at most 50');
    expect((await send(batch({ events: [] }))).json.message).toBe('events must not be empty');

    // 25 messages of 500 characters of 3 bytes each: within every per-field bound, over the byte bound.
    const long = { kind: 'error', source: 'uncaught', message: 'x'.repeat(500), at: 1 };
    const wide = { ...long, message: 'ह'.repeat(500) };
    for (const contentType of ['text/plain;charset=UTF-8', 'application/json']) {
      const tooLarge = await send(batch({ events: Array.from({ length: 25 }, () => wide) }), { contentType });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.json).toEqual({ message: 'Request body too large' });
    }
    expect((await send(batch({ events: Array.from({ length: 50 }, () => long) }))).status).toBe(204);

    for (const route of ['/cars?id=1', '/cars/:id#photos', 'cars', '', 'https://carmarket.example/cars', '/cars /x']) {
      const res = await send(batch({ route }));
      expect(res.status, route).toBe(400);
      expect(res.json.message, route).toBe('route must be a path starting with / without a query or fragment');
    }
    const refused: [Record<string, unknown>, string][] = [
      [{ events: [{ ...vital, value: -1 }] }, 'value must be 0 or more'],
      [{ events: [{ ...vital, value: 600_001 }] }, 'value is too large'],
      [{ events: [{ ...vital, value: '80' }] }, 'value must be a number'],
      [{ events: [{ ...vital, name: 'FID' }] }, 'events.0.name'],
      [{ events: [{ ...long, message: 'x'.repeat(501) }] }, 'message must be at most 500 characters'],
      [{ events: [{ kind: 'render', durationMs: 5, fellBack: 'slow', at: 1 }] }, 'events.0.fellBack'],
      [{ environment: 'e'.repeat(65) }, 'environment must be at most 64 characters'],
      [{ environment: 'prod uction' }, 'environment must be letters, digits'],
      [{ releases: {} }, 'releases must name the apps on the page'],
      [{ releases: { shell: 'r'.repeat(65) } }, 'release must be at most 64 characters'],
      [{ releases: Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`app${i}`, '1'])) }, 'releases may name at most 16 apps'],
      [{ events: [{ ...vital, at: -5 }] }, 'at must be a time'],
    ];
    for (const [changes, message] of refused) {
      const res = await send(batch(changes));
      expect(res.status, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(res.json.message).toContain(message);
    }
    // Infinity and NaN cannot be JSON; 1e309 parses as Infinity, which is not a finite number.
    const infinite = await send(JSON.stringify(batch()).replace('1234.5', '1e309'));
    expect(infinite.status).toBe(400);
    expect((await send('{not json')).json).toEqual({ message: 'Malformed JSON body' });
    expect((await send('{"__proto__":{"admin":true}}')).status).toBe(400);
  });

  it('stores no IP address, user id, user agent, token or URL query (the rows as text)', async () => {
    const { token, user } = await signInOwner(t.app, t.clock);
    const res = await send(
      batch({
        environment: 'privacy',
        events: [
          {
            kind: 'error',
            source: 'error-boundary',
            message: 'GET https://api.example/v1/cars?mobileNumber=9876543210&token=s3cret failed',
            at: 1,
          },
          { kind: 'error', source: 'uncaught', message: 'Loading chunk failed (/static/x.js?v=12#frag). Retry?', at: 2 },
        ],
      }),
      {
        token,
        remoteAddress: '203.0.113.77',
        headers: { 'user-agent': 'Mozilla/5.0 PrivacyProbe', 'x-forwarded-for': '192.0.2.99', cookie: 'sid=abc' },
      },
    );
    expect(res.status, res.body).toBe(204);
    const { rows } = await sql<{
      row: string;
    }>`select row_to_json(e)::text as row from telemetry_events e where environment = 'privacy'`.execute(t.database.db);
    expect(rows).toHaveLength(2);
    for (const { row } of rows) {
      for (const secret of [
        '203.0.113.77',
        '192.0.2.99',
        user.id,
        token,
        'PrivacyProbe',
        'mobileNumber',
        '9876543210',
        's3cret',
        'sid=abc',
        'v=12',
        'frag',
      ]) {
        expect(row).not.toContain(secret);
      }
    }
    expect((await eventRows('privacy')).map((row) => row.message)).toEqual([
      'GET https://api.example/v1/cars failed',
      'Loading chunk failed (/static/x.js). Retry?',
    ]);
    // No column could hold them: the table's columns are the event's and the page's, nothing else.
    const { rows: columns } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns where table_name = 'telemetry_events' and table_schema = current_schema()
      order by ordinal_position`.execute(t.database.db);
    expect(columns.map((c) => c.name)).toEqual([
      'id',
      'received_at',
      'environment',
      'shell_release',
      'releases',
      'route',
      'kind',
      'name',
      'source',
      'remote',
      'remote_release',
      'cause',
      'fell_back',
      'value',
      'message',
    ]);
  });

  it('limits each visitor address per minute: a 429 with the usual body, nothing stored; others and the next minute go through', async () => {
    const address = newAddress();
    const environment = 'limited';
    for (let i = 0; i < BEACONS_PER_MINUTE; i += 1)
      expect((await send(batch({ environment }), { remoteAddress: address })).status).toBe(204);
    const refused = await send(batch({ environment }), { remoteAddress: address });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds$/) });
    expect(await eventRows(environment)).toHaveLength(BEACONS_PER_MINUTE);
    expect((await send(batch({ environment }), { remoteAddress: newAddress() })).status).toBe(204);
    t.clock.advance(61_000);
    expect((await send(batch({ environment }), { remoteAddress: address })).status).toBe(204);
  });

  it('needs no session and opens no CORS credentials to unknown origins', async () => {
    const res = await send(batch(), { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('reads text/plain as JSON on this route only', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/auth/send-otp',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ mobileNumber: '9876543210' }),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).not.toMatch(/OTP/);
  });
});

describe('withoutUrlQueries', () => {
  it.each([
    ['fetch https://a.example/x?y=1 failed', 'fetch https://a.example/x failed'],
    ['at /cars/:id?tab=2#photos.', 'at /cars/:id.'],
    ['(https://cdn/x.js?v=1)', '(https://cdn/x.js)'],
    ['Really? Yes #1', 'Really? Yes #1'],
    ['What failed?', 'What failed?'],
  ])('%s', (message, expected) => {
    expect(withoutUrlQueries(message)).toBe(expected);
  });
});

describe('roll-ups', () => {
  const releases = { shell: '1.0.0', 'mf-browse': '2.0.0' };
  const at = 1;

  it('counts, error counts and p50/p75/p95 per minute × app × release × route × metric', async () => {
    nextMinute();
    const environment = 'figures';
    const minute = minuteOf(t.clock()).toISOString();
    const lcp = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((value) => ({ kind: 'vital', name: 'LCP', value, at }));
    expect((await send({ environment, route: '/cars/:id', releases, events: lcp.slice(0, 6) })).status).toBe(204);
    expect((await send({ environment, route: '/cars/:id', releases, events: lcp.slice(6) })).status).toBe(204);
    expect(
      (
        await send({
          environment,
          route: '/cars/:id',
          releases,
          events: [
            { kind: 'error', source: 'uncaught', message: 'a', at },
            { kind: 'error', source: 'uncaught', message: 'b', at },
            { kind: 'error', source: 'error-boundary', message: 'c', at },
            { kind: 'remote-failure', remote: 'mf-sell', release: '3.0.0', cause: 'network', at },
            // The shell's server: mf-browse's slot, rendered by another release than the page's map says.
            { kind: 'render', remote: 'mf-browse', release: '2.0.1', durationMs: 40, fellBack: 'timeout', at },
            { kind: 'render', durationMs: 250, at },
          ],
        })
      ).status,
    ).toBe(204);
    // Another route: its own rows.
    expect((await send({ environment, route: '/', releases, events: [{ kind: 'vital', name: 'CLS', value: 0.25, at }] })).status).toBe(204);

    // Not rolled up before its minute has ended.
    await rollUpTelemetry(t.database.db, t.clock());
    expect((await rollups(environment)).rollups).toEqual([]);
    await rollUpFinished();
    const { rollups: rows, rolledUpUntil, truncated } = await rollups(environment);
    expect(truncated).toBe(false);
    expect(new Date(rolledUpUntil!).getTime()).toBeGreaterThan(new Date(minute).getTime());
    const round = (value: number | null) => (value === null ? null : Number(value.toFixed(6)));
    const figures = rows.map(
      (r) => `${r.app}@${r.release} ${r.route} ${r.metric}: ${r.count}/${r.errorCount} ${round(r.p50)} ${round(r.p75)} ${round(r.p95)}`,
    );
    expect(figures.sort()).toEqual(
      [
        // percentile_cont over 100..1000: p50 between the 5th and 6th, p75 = 700 + 0.75 × 100, p95 = 900 + 0.55 × 100.
        'shell@1.0.0 /cars/:id LCP: 10/0 550 775 955',
        'mf-browse@2.0.0 /cars/:id LCP: 10/0 550 775 955',
        'shell@1.0.0 /cars/:id error: 3/3 null null null',
        'mf-browse@2.0.0 /cars/:id error: 3/3 null null null',
        // A remote failure counts for the failed remote's release too, though it never mounted.
        'shell@1.0.0 /cars/:id remote-failure: 1/1 null null null',
        'mf-browse@2.0.0 /cars/:id remote-failure: 1/1 null null null',
        'mf-sell@3.0.0 /cars/:id remote-failure: 1/1 null null null',
        // A slot's render counts for the release that rendered it (2.0.1), not the map's 2.0.0.
        'shell@1.0.0 /cars/:id remote-render: 1/1 40 40 40',
        'mf-browse@2.0.1 /cars/:id remote-render: 1/1 40 40 40',
        'shell@1.0.0 /cars/:id render: 1/0 250 250 250',
        'mf-browse@2.0.0 /cars/:id render: 1/0 250 250 250',
        'shell@1.0.0 / CLS: 1/0 0.25 0.25 0.25',
        'mf-browse@2.0.0 / CLS: 1/0 0.25 0.25 0.25',
      ].sort(),
    );
    expect(rows.every((r) => r.minute === minute)).toBe(true);
    // One app's rows only.
    const browse = await rollups(environment, '&app=mf-browse');
    expect(new Set(browse.rollups.map((r) => r.app))).toEqual(new Set(['mf-browse']));
    expect(browse.rollups).toHaveLength(6);
  });

  it('is idempotent: running again, later or on rows already rolled up gives the same rows', async () => {
    const environment = 'figures';
    const before = await rollups(environment);
    await rollUpTelemetry(t.database.db, t.clock());
    await rollUpTelemetry(t.database.db, t.clock());
    expect(await rollups(environment)).toEqual(before);
    // A later run, past the revisit window: the old minute is final and unchanged.
    t.clock.advance(ROLLUP_REVISIT_MS + 60_000);
    await rollUpTelemetry(t.database.db, t.clock());
    expect((await rollups(environment, `&since=${before.rollups[0]!.minute}`)).rollups).toEqual(before.rollups);
    const stored = await t.database.db.selectFrom('telemetryRollups').selectAll().where('environment', '=', environment).execute();
    expect(stored).toHaveLength(before.rollups.length);
  });

  it('counts a row stored after its minute was rolled up, on the next run (within the revisit window)', async () => {
    nextMinute();
    const environment = 'late';
    expect((await send({ environment, route: '/', releases, events: [{ kind: 'vital', name: 'TTFB', value: 10, at }] })).status).toBe(204);
    const minute = minuteOf(t.clock());
    await rollUpFinished();
    expect((await rollups(environment)).rollups.filter((r) => r.app === 'shell').map((r) => r.count)).toEqual([1]);
    // A request received in that minute whose insert committed only now.
    await t.database.db
      .insertInto('telemetryEvents')
      .values({
        receivedAt: new Date(minute.getTime() + 59_000),
        environment,
        shellRelease: '1.0.0',
        releases: sql<string>`cast(${JSON.stringify(releases)}::text as jsonb)`,
        route: '/',
        kind: 'vital',
        name: 'TTFB',
        value: 30,
      })
      .execute();
    await rollUpFinished();
    const shell = (await rollups(environment)).rollups.filter((r) => r.app === 'shell');
    expect(shell.map((r) => [r.count, r.p50])).toEqual([[2, 20]]);
  });

  it('runs in the housekeeping: roll-up, then retention', async () => {
    nextMinute();
    const environment = 'housekeeping';
    expect((await send({ environment, route: '/', releases, events: [{ kind: 'vital', name: 'FCP', value: 900, at }] })).status).toBe(204);
    t.clock.advance(60_000 + ROLLUP_SETTLE_MS);
    // Another app on the same database and clock whose housekeeping runs as it starts.
    const other = await createTestApp({ database: t.database, seed: false, clock: t.clock, housekeepingIntervalMs: 3_600_000 });
    try {
      await other.app.ready();
      await expect.poll(async () => (await rollups(environment)).rollups.length, { timeout: 10_000 }).toBe(2);
    } finally {
      await other.app.close();
    }
  });

  it('retention deletes raw events after N hours once rolled up, roll-ups after M days, and keeps what a roll-up has still to read', async () => {
    nextMinute();
    const environment = 'retention';
    expect((await send({ environment, route: '/', releases, events: [{ kind: 'vital', name: 'LCP', value: 1, at }] })).status).toBe(204);
    await rollUpFinished();
    const settings = { rawRetentionHours: 2, rollupRetentionDays: 3 };
    const now = t.clock().getTime();
    const after = (ms: number) => new Date(now + ms);

    // Within both windows: nothing goes.
    expect(await deleteOldTelemetry(t.database.db, after(3_600_000), settings)).toEqual({ events: 0, rollups: 0 });
    // Past the raw window but not yet rolled up that far: raw rows newer than the roll-up's revisit window stay.
    await sql`update telemetry_rollup_state set rolled_up_until = ${new Date(now - 3 * 3_600_000)}`.execute(t.database.db);
    expect((await deleteOldTelemetry(t.database.db, after(3 * 3_600_000), settings)).events).toBe(0);
    expect(await eventRows(environment)).toHaveLength(1);
    await rollUpTelemetry(t.database.db, t.clock());
    // Rolled up and past the raw window: raw rows go, roll-ups stay.
    await rollUpTelemetry(t.database.db, after(3 * 3_600_000));
    const raw = await deleteOldTelemetry(t.database.db, after(3 * 3_600_000), settings);
    expect(raw.events).toBeGreaterThan(0);
    expect(raw.rollups).toBe(0);
    expect(await eventRows(environment)).toHaveLength(0);
    expect((await rollups(environment, `&since=${new Date(now - 3_600_000).toISOString()}`)).rollups).toHaveLength(2);
    // Past the roll-up window: they go too.
    const old = await deleteOldTelemetry(t.database.db, after(4 * 86_400_000), settings);
    expect(old.rollups).toBeGreaterThan(0);
    expect(await t.database.db.selectFrom('telemetryRollups').select('minute').execute()).toEqual([]);
  });
});
