// Release health's job against a real release store (a local one in a temp dir) and the API's
// database: a canary that throws is dropped on its own, the history and GET /api/v1/telemetry/decisions
// say why with the figures; a healthy canary with auto-promotion is promoted after its window; too few
// page views change nothing; two API instances running the housekeeping at once make one decision.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createEnvironment,
  createLocalStore,
  promote,
  publishRelease,
  readEnvironment,
  readHistory,
  startCanary,
  type ArtifactStore,
  type CanaryHealthOptions,
  type ReleaseRecord,
} from '@carmarket/releases';
// The package's own test fixtures: a fake build and release records that pass the compatibility gate.
import { fakeDist, remoteRecord, shellRecord } from '@carmarket/releases/src/release/test-fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { call, createTestApp, type TestApp, type TestClock } from '../../test/test-app';
import { recordTelemetryBatch } from '../telemetry/telemetry-events';
import { judgeCanaries } from './canary-job';
import type { CanaryThresholds } from './canary-analysis';

const MINUTE = 60_000;
const SHELL = '0.1.0+2222222';
const STABLE = '0.1.0+1111111';
const CANARY = '0.2.0+3333333';
/** The API's defaults in these tests: a short window and few page views, as a test configuration would set. */
const THRESHOLDS: Partial<CanaryThresholds> = { windowMinutes: 10, minPageViews: 50 };

let root: string;
let store: ArtifactStore;
let t: TestApp;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'release-health-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
  const publish = async (record: ReleaseRecord) =>
    publishRelease(store, await fakeDist(record.federationName, { marker: record.version }), record);
  await publish(shellRecord({ version: SHELL, commit: '2222222' }));
  await publish(remoteRecord({ version: STABLE, commit: '1111111' }));
  await publish(remoteRecord({ version: CANARY, commit: '3333333' }));
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** An environment running the stable mf-browse and the canary for half of its visitors, from `clock`'s now. */
async function environmentWithCanary(env: string, clock: TestClock, health?: CanaryHealthOptions) {
  const now = clock();
  await createEnvironment(
    store,
    env,
    { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: { mf_browse: 'http://localhost:3001/mf-manifest.json' } },
    'ana',
    now,
  );
  await promote({ store, env, app: 'shell', version: SHELL, actor: 'ana', now });
  await promote({ store, env, app: 'mf-browse', version: STABLE, actor: 'ana', now });
  await startCanary({ store, env, app: 'mf-browse', version: CANARY, percent: 50, actor: 'ana', now, health });
}

interface PageViews {
  release: string;
  count: number;
  /** Every how many page views one throws (uncaught). */
  throwEvery?: number;
  lcp?: number;
}

/** `count` page views of mf-browse `release` in `env`, received over the last `minutes` of the clock. */
async function seedPageViews(db: TestApp['database']['db'], env: string, clock: TestClock, minutes: number, views: PageViews) {
  const end = clock().getTime();
  for (let i = 0; i < views.count; i += 1) {
    const receivedAt = new Date(end - minutes * MINUTE + ((i + 0.5) * minutes * MINUTE) / views.count);
    const throws = views.throwEvery !== undefined && i % views.throwEvery === 0;
    await recordTelemetryBatch(
      db,
      {
        environment: env,
        route: '/buy-car/:id',
        releases: { shell: SHELL, 'mf-browse': views.release },
        events: [
          { kind: 'vital', name: 'TTFB', value: 120, at: 0 },
          { kind: 'vital', name: 'LCP', value: (views.lcp ?? 1800) + (i % 10) * 20, at: 1 },
          { kind: 'vital', name: 'INP', value: 80 + (i % 5) * 10, at: 2 },
          ...(throws ? [{ kind: 'error' as const, source: 'error-boundary' as const, message: 'CarCarousel crashed', at: 3 }] : []),
        ],
      },
      receivedAt,
    );
  }
}

const decisionsOf = async (app: TestApp, env: string) => {
  const res = await call(app.app, { method: 'GET', url: `/api/v1/telemetry/decisions?environment=${env}` });
  expect(res.status, res.body).toBe(200);
  return res.json.decisions as {
    id: string;
    environment: string;
    app: string;
    canaryVersion: string;
    stableVersion: string;
    action: string;
    reason: string;
    decidedAt: string;
    windowMinutes: number;
    canary: Record<string, number | null>;
    stable: Record<string, number | null>;
  }[];
};

describe('release health job', () => {
  it('drops a canary that throws; the history and the decisions say why, with the figures', async () => {
    await environmentWithCanary('throwing', t.clock);
    t.clock.advance(6 * MINUTE);
    await seedPageViews(t.database.db, 'throwing', t.clock, 6, { release: STABLE, count: 120, throwEvery: 60 });
    await seedPageViews(t.database.db, 'throwing', t.clock, 6, { release: CANARY, count: 100, throwEvery: 4 });

    const outcomes = await judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS });
    expect(outcomes.filter((outcome) => outcome.environment === 'throwing')).toEqual([
      expect.objectContaining({ app: 'mf-browse', canaryVersion: CANARY, outcome: 'rollback' }),
    ]);

    // Before its 10 minutes were up: a canary this bad is not left to more visitors.
    const { composition } = (await readEnvironment(store, 'throwing'))!;
    expect(composition.canary).toEqual({});
    expect(composition.releases['mf-browse']!.version).toBe(STABLE);
    const entry = (await readHistory(store, 'throwing')).at(-1)!;
    expect(entry).toMatchObject({
      action: 'canary-drop',
      actor: 'release-health',
      app: 'mf-browse',
      previousVersion: CANARY,
      version: STABLE,
    });
    expect(entry.health).toMatchObject({
      action: 'rollback',
      windowMinutes: 6,
      canary: { pageViews: 100, errorRate: 0.25, remoteFailureRate: 0 },
      stable: { pageViews: 120, errorRate: 2 / 120, remoteFailureRate: 0 },
    });
    expect(entry.health!.reason).toMatch(
      /^Worse than stable over 6 min: Error rate 25\.0 % against stable 1\.67 % \(25 in 100 page views against 2 in 120/,
    );

    const [decision, ...more] = await decisionsOf(t, 'throwing');
    expect(more).toEqual([]);
    expect(decision).toEqual({
      id: expect.any(String),
      environment: 'throwing',
      app: 'mf-browse',
      canaryVersion: CANARY,
      stableVersion: STABLE,
      action: 'rollback',
      reason: entry.health!.reason,
      decidedAt: t.clock().toISOString(),
      windowMinutes: 6,
      canary: { pageViews: 100, errorRate: 0.25, remoteFailureRate: 0, lcpP75: expect.any(Number), inpP75: expect.any(Number) },
      stable: entry.health!.stable,
    });
    // percentile_cont over the window's raw values: ten each of 1800, 1820 … 1980; the 75th of 100 is 1940.
    expect(decision!.canary.lcpP75).toBeCloseTo(1940, 6);
    expect(await decisionsOf(t, 'elsewhere')).toEqual([]);

    // The next round finds nothing to judge there.
    const again = await judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS });
    expect(again.filter((outcome) => outcome.environment === 'throwing')).toEqual([]);
  });

  it('promotes a canary with auto-promotion once it has been healthy for its whole window', async () => {
    await environmentWithCanary('healthy', t.clock, { autoPromote: true, windowMinutes: 15 });
    t.clock.advance(10 * MINUTE);
    await seedPageViews(t.database.db, 'healthy', t.clock, 10, { release: STABLE, count: 80, throwEvery: 40 });
    await seedPageViews(t.database.db, 'healthy', t.clock, 10, { release: CANARY, count: 80, throwEvery: 40 });
    // 10 of its own 15 minutes (the API's default would be 10): healthy so far, not yet promoted.
    const early = await judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS });
    expect(early.find((outcome) => outcome.environment === 'healthy')).toMatchObject({
      outcome: 'wait',
      reason: expect.stringMatching(/^Healthy so far, 10 of the 15 min window covered/),
    });

    t.clock.advance(5 * MINUTE);
    await seedPageViews(t.database.db, 'healthy', t.clock, 5, { release: STABLE, count: 40 });
    await seedPageViews(t.database.db, 'healthy', t.clock, 5, { release: CANARY, count: 40, lcp: 1850 });
    const outcomes = await judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS });
    expect(outcomes.find((outcome) => outcome.environment === 'healthy')).toMatchObject({ outcome: 'promote' });

    const { composition } = (await readEnvironment(store, 'healthy'))!;
    expect(composition.releases['mf-browse']!.version).toBe(CANARY);
    expect(composition.remotes.mf_browse).toBe(`http://localhost:3090/mf-browse/${CANARY}/mf-manifest.json`);
    expect(composition.canary).toEqual({});
    const entry = (await readHistory(store, 'healthy')).at(-1)!;
    expect(entry).toMatchObject({ action: 'promote', actor: 'release-health', version: CANARY, previousVersion: STABLE });
    expect(entry.health).toMatchObject({ action: 'promote', windowMinutes: 15, canary: { pageViews: 120 }, stable: { pageViews: 120 } });
    expect(entry.health!.reason).toMatch(/^Healthy for the whole 15 min window: Error rate 1\.67 % against stable 1\.67 %/);
    const decisions = await decisionsOf(t, 'healthy');
    expect(decisions.map((decision) => [decision.action, decision.canaryVersion, decision.stableVersion])).toEqual([
      ['promote', CANARY, STABLE],
    ]);
  });

  it('changes nothing while either release has too few page views, however bad they look', async () => {
    await environmentWithCanary('quiet', t.clock, { autoPromote: true });
    t.clock.advance(20 * MINUTE);
    await seedPageViews(t.database.db, 'quiet', t.clock, 10, { release: STABLE, count: 200 });
    await seedPageViews(t.database.db, 'quiet', t.clock, 10, { release: CANARY, count: 20, throwEvery: 1 });
    const before = (await readEnvironment(store, 'quiet'))!;

    const outcomes = await judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS });
    expect(outcomes.find((outcome) => outcome.environment === 'quiet')).toMatchObject({
      outcome: 'wait',
      reason: 'Too few page views over 10 min to decide: canary 20, stable 200 (50 needed on each side)',
    });
    const after = (await readEnvironment(store, 'quiet'))!;
    expect(after.etag).toBe(before.etag);
    expect(after.composition.canary?.mf_browse?.version).toBe(CANARY);
    expect(await decisionsOf(t, 'quiet')).toEqual([]);
  });
});

describe('the same round judged twice at once', () => {
  it('acts once: the second is told the environment changed, and nothing is written twice', async () => {
    await environmentWithCanary('twice', t.clock);
    t.clock.advance(5 * MINUTE);
    await seedPageViews(t.database.db, 'twice', t.clock, 5, { release: STABLE, count: 60 });
    await seedPageViews(t.database.db, 'twice', t.clock, 5, { release: CANARY, count: 60, throwEvery: 2 });
    const rounds = await Promise.all([1, 2].map(() => judgeCanaries({ db: t.database.db, store, now: t.clock(), thresholds: THRESHOLDS })));
    const outcomes = rounds.flat().filter((outcome) => outcome.environment === 'twice');
    // One rolls back. The other either read the canary before that write (the compare-and-swap
    // refuses it: a conflict) or after it (no canary left to judge): never a second rollback.
    expect(outcomes.filter((outcome) => outcome.outcome === 'rollback')).toHaveLength(1);
    for (const other of outcomes.filter((outcome) => outcome.outcome !== 'rollback')) {
      expect(other.outcome).toBe('conflict');
      expect(other.reason).toMatch(/^twice changed while this command ran/);
    }
    expect((await decisionsOf(t, 'twice')).length).toBe(1);
    expect((await readHistory(store, 'twice')).filter((entry) => entry.actor === 'release-health')).toHaveLength(1);
  });
});

describe('GET /api/v1/telemetry/decisions', () => {
  it('needs an environment and a limit from 1 to 100; answers newest first, at most the limit', async () => {
    for (const query of [
      '',
      '?environment=',
      '?environment=staging&limit=0',
      '?environment=staging&limit=101',
      '?environment=staging&limit=x',
    ]) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/telemetry/decisions${query}` });
      expect(res.status, query).toBe(400);
    }
    const all = [...(await decisionsOf(t, 'throwing')), ...(await decisionsOf(t, 'healthy'))];
    expect(all).toHaveLength(2);
    // Two more for one environment, decided later: the newest first.
    await t.database.db
      .updateTable('releaseDecisions')
      .set({ environment: 'both', decidedAt: new Date('2026-01-01T00:00:00Z') })
      .where('environment', '=', 'throwing')
      .execute();
    await t.database.db
      .updateTable('releaseDecisions')
      .set({ environment: 'both', decidedAt: new Date('2026-01-02T00:00:00Z') })
      .where('environment', '=', 'healthy')
      .execute();
    const both = await decisionsOf(t, 'both');
    expect(both.map((decision) => decision.action)).toEqual(['promote', 'rollback']);
    const res = await call(t.app, { method: 'GET', url: '/api/v1/telemetry/decisions?environment=both&limit=1' });
    expect(res.json.decisions.map((decision: { action: string }) => decision.action)).toEqual(['promote']);
  });
});

describe('two API instances running the housekeeping at once', () => {
  // The database's owner reads the result; A and B are two instances on it, closed by the test to end their rounds.
  let owner: TestApp;
  let a: TestApp;
  let b: TestApp;
  let bDatabase: DatabaseHandle | undefined;
  let instancesClosed = false;
  beforeAll(async () => {
    owner = await createTestApp({ seed: false });
    const databaseUrl = process.env.DATABASE_URL || undefined;
    if (databaseUrl) {
      // On PostgreSQL B has its own pool on the same schema, as a second process would.
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(owner.database.db);
      bDatabase = await openDatabase({ databaseUrl, schema: rows[0]!.schema });
    }
    // Each runs the job in its housekeeping: once when ready, then hourly (only the first round here).
    const instance = {
      seed: false as const,
      clock: owner.clock,
      housekeepingIntervalMs: 60 * MINUTE,
      releaseHealth: { store, thresholds: THRESHOLDS },
    };
    a = await createTestApp({ ...instance, database: owner.database });
    b = await createTestApp({ ...instance, database: bDatabase ?? owner.database });
  });
  afterAll(async () => {
    if (!instancesClosed) await Promise.all([a.close(), b.close()]);
    await bDatabase?.close();
    await owner.close();
  });

  it('make one decision: one rollback in the history and one in the database', async () => {
    await environmentWithCanary('race', owner.clock);
    owner.clock.advance(8 * MINUTE);
    await seedPageViews(owner.database.db, 'race', owner.clock, 8, { release: STABLE, count: 100 });
    await seedPageViews(owner.database.db, 'race', owner.clock, 8, { release: CANARY, count: 100, throwEvery: 2 });

    // Both start their housekeeping at once.
    await Promise.all([a.app.ready(), b.app.ready()]);
    await expect.poll(async () => (await decisionsOf(owner, 'race')).length, { timeout: 20_000 }).toBe(1);
    // Closing waits for a round in progress: then nothing can come after.
    await Promise.all([a.close(), b.close()]);
    instancesClosed = true;
    const rows = await owner.database.db.selectFrom('releaseDecisions').selectAll().where('environment', '=', 'race').execute();
    expect(rows.map((row) => [row.action, row.canaryVersion])).toEqual([['rollback', CANARY]]);
    const byReleaseHealth = (await readHistory(store, 'race')).filter((entry) => entry.actor === 'release-health');
    expect(byReleaseHealth.map((entry) => entry.action)).toEqual(['canary-drop']);
    expect((await readEnvironment(store, 'race'))!.composition.releases['mf-browse']!.version).toBe(STABLE);
  });
});
