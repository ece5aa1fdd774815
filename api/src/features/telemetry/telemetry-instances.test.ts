// Two API instances on one database (issue 27): beacons spread over both, then rolled up by both at
// once, give the roll-ups computed from all the events in one place (a reference implementation of
// percentile_cont below), and running the roll-up again changes nothing. On PostgreSQL (DATABASE_URL)
// B has its own connection pool on A's schema, as a second process would, so the two roll-ups really
// run side by side; on PGlite both apps share the one embedded database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { call, createTestApp, type TestApp } from '../../test/test-app';
import { ROLLUP_SETTLE_MS, rollUpTelemetry } from './telemetry-rollups';

let a: TestApp;
let b: TestApp;
let bDatabase: DatabaseHandle | undefined;
beforeAll(async () => {
  a = await createTestApp({ seed: false });
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(a.database.db);
    bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
  }
  // One clock for both, as servers kept in time; each its own rate-limit counters.
  b = await createTestApp({ database: bDatabase ?? a.database, seed: false, clock: a.clock });
  a.clock.advance(65_000 - (a.clock().getTime() % 60_000));
});
afterAll(async () => {
  await b.close();
  await bDatabase?.close();
  await a.close();
});

/** percentile_cont: linear interpolation between the closest ranks of the sorted values. */
function percentileCont(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const position = (sorted.length - 1) * fraction;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** mulberry32: the same "random" beacons every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Beacon {
  environment: string;
  route: string;
  releases: Record<string, string>;
  events: (
    | { kind: 'vital'; name: 'LCP' | 'INP'; value: number; at: number }
    | { kind: 'error'; source: 'uncaught'; message: string; at: number }
  )[];
}

function makeBeacons(count: number): Beacon[] {
  const random = prng(27);
  return Array.from({ length: count }, (_, i) => ({
    environment: 'fleet',
    route: random() < 0.5 ? '/' : '/cars/:id',
    // Half the pages have the canary of mf-browse.
    releases: { shell: '1.0.0', 'mf-browse': random() < 0.5 ? '2.0.0' : '2.1.0' },
    events: Array.from({ length: 1 + Math.floor(random() * 20) }, (_, j) =>
      random() < 0.1
        ? { kind: 'error' as const, source: 'uncaught' as const, message: `e${i}.${j}`, at: j }
        : {
            kind: 'vital' as const,
            name: random() < 0.5 ? ('LCP' as const) : ('INP' as const),
            value: Math.round(random() * 500_000) / 100,
            at: j,
          },
    ),
  }));
}

/** What the roll-up must say, computed here from every event: `${app}@${release} ${route} ${metric}` → figures. */
function expectedRollups(beacons: readonly Beacon[]): Map<string, { count: number; errorCount: number; p: (number | null)[] }> {
  const groups = new Map<string, { values: number[]; count: number; errors: number }>();
  for (const beacon of beacons) {
    for (const event of beacon.events) {
      for (const [app, release] of Object.entries(beacon.releases)) {
        const metric = event.kind === 'vital' ? event.name : 'error';
        const key = `${app}@${release} ${beacon.route} ${metric}`;
        const group = groups.get(key) ?? { values: [], count: 0, errors: 0 };
        group.count += 1;
        if (event.kind === 'vital') group.values.push(event.value);
        else group.errors += 1;
        groups.set(key, group);
      }
    }
  }
  return new Map(
    [...groups].map(([key, group]) => [
      key,
      {
        count: group.count,
        errorCount: group.errors,
        p: [0.5, 0.75, 0.95].map((fraction) => (group.values.length > 0 ? percentileCont(group.values, fraction) : null)),
      },
    ]),
  );
}

const readRollups = async (app: TestApp) => {
  const res = await call(app.app, { method: 'GET', url: '/api/v1/telemetry/rollups?environment=fleet' });
  expect(res.status, res.body).toBe(200);
  return res.json.rollups as {
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
};

describe('two instances on one database', () => {
  it('beacons spread over both and roll-ups run on both at once give the figures of all the events, once', async () => {
    const beacons = makeBeacons(60);
    // Every other beacon to each instance, all at once, each from a visitor of its own.
    const answers = await Promise.all(
      beacons.map((beacon, i) =>
        call((i % 2 === 0 ? a : b).app, {
          method: 'POST',
          url: '/api/v1/telemetry',
          remoteAddress: `192.0.2.${i + 1}`,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          payload: JSON.stringify(beacon),
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(beacons.map(() => 204));

    a.clock.advance(60_000 + ROLLUP_SETTLE_MS);
    const runs = await Promise.all([rollUpTelemetry(a.database.db, a.clock()), rollUpTelemetry(b.database.db, a.clock())]);
    expect(runs[0].until).toEqual(runs[1].until);

    const expected = expectedRollups(beacons);
    const onA = await readRollups(a);
    const onB = await readRollups(b);
    expect(onB).toEqual(onA);
    expect(onA).toHaveLength(expected.size);
    for (const row of onA) {
      const key = `${row.app}@${row.release} ${row.route} ${row.metric}`;
      const want = expected.get(key);
      expect(want, key).toBeDefined();
      expect([row.count, row.errorCount], key).toEqual([want!.count, want!.errorCount]);
      [row.p50, row.p75, row.p95].forEach((value, index) => {
        if (want!.p[index] === null) expect(value, key).toBeNull();
        else expect(value, key).toBeCloseTo(want!.p[index]!, 9);
      });
    }
    // The canary and the stable release of mf-browse are told apart.
    expect(new Set(onA.filter((row) => row.app === 'mf-browse').map((row) => row.release))).toEqual(new Set(['2.0.0', '2.1.0']));

    // Again, on either instance, later: the same rows.
    a.clock.advance(30_000);
    await rollUpTelemetry(b.database.db, a.clock());
    await rollUpTelemetry(a.database.db, a.clock());
    expect(await readRollups(b)).toEqual(onA);
  });
});
