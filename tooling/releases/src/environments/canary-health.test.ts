// Release health's side of the environments: a canary's health options (set, kept when the percent
// changes, replaced one by one from the CLI flags), listing the environments, and concludeCanary,
// which drops or promotes a canary with the decision in its history entry, only against the
// composition the decision was made on.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { healthOptionsFrom } from '../cli/commands';
import { publishRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import { fakeDist, remoteRecord, shellRecord } from '../release/test-fixtures';
import type { ArtifactStore } from '../store/artifact-store';
import { createLocalStore } from '../store/local-store';
import { describeHealthOptions, parseHealthMargin, type CanaryHealthDecision } from './canary-health';
import { ConcurrentUpdateError, createEnvironment, listEnvironments, readEnvironment, readHistory } from './environment';
import { concludeCanary, promote, rollback, startCanary } from './promotion';

let root: string;
let store: ArtifactStore;
const REMOTES = { mf_browse: 'http://localhost:3001/mf-manifest.json' };
const env = { env: 'staging', app: 'mf-browse', actor: 'ana' };
const STABLE = '0.1.0+1111111';
const CANARY = '0.2.0+3333333';

async function publish(record: ReleaseRecord) {
  await publishRelease(store, await fakeDist(record.federationName, { marker: record.version }), record);
}

const decision = (action: 'rollback' | 'promote'): CanaryHealthDecision => ({
  action,
  reason:
    action === 'rollback'
      ? 'Worse than stable over 30 min: Error rate 25.0 % against stable 1.00 %'
      : 'Healthy for the whole 30 min window',
  windowMinutes: 30,
  canary: { pageViews: 400, errorRate: action === 'rollback' ? 0.25 : 0.01, remoteFailureRate: 0, lcpP75: 1900, inpP75: 120 },
  stable: { pageViews: 500, errorRate: 0.01, remoteFailureRate: 0, lcpP75: 1850, inpP75: 110 },
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-health-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
  await createEnvironment(store, 'staging', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: REMOTES }, 'ana');
  await publish(shellRecord());
  await publish(remoteRecord({ version: STABLE, commit: '1111111' }));
  await publish(remoteRecord({ version: CANARY, commit: '3333333' }));
  await promote({ store, env: 'staging', app: 'shell', version: '0.1.0+2222222', actor: 'ana' });
  await promote({ store, ...env, version: STABLE });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a canary’s release health options', () => {
  it('are set with the canary, kept when its percent changes, and changed alone at the same percent', async () => {
    const health = { autoPromote: true, windowMinutes: 20, errorRate: { absolute: 0.02, percent: 40 } };
    await startCanary({ store, ...env, version: CANARY, percent: 10, health });
    await startCanary({ store, ...env, version: CANARY, percent: 50 });
    expect((await readEnvironment(store, 'staging'))!.composition.canary!.mf_browse).toMatchObject({ percent: 50, health });
    await startCanary({ store, ...env, version: CANARY, percent: 50, health: { ...health, autoPromote: false } });
    expect((await readEnvironment(store, 'staging'))!.composition.canary!.mf_browse!.health).toEqual({ ...health, autoPromote: false });
    // Without any change it is still refused.
    await expect(startCanary({ store, ...env, version: CANARY, percent: 50 })).rejects.toThrow(
      'already runs as a canary on staging at 50 %',
    );
  });

  it('come from the env:canary flags, each replacing one option of those the canary had', () => {
    expect(healthOptionsFrom({ percent: '10' })).toBeUndefined();
    expect(
      healthOptionsFrom({
        'auto-promote': true,
        'window-minutes': '45',
        'min-page-views': '300',
        'error-rate-margin': '0.02,40',
        'remote-failure-margin': '0.01,25',
        'lcp-margin': '300,15',
        'inp-margin': '50,20',
      }),
    ).toEqual({
      autoPromote: true,
      windowMinutes: 45,
      minPageViews: 300,
      errorRate: { absolute: 0.02, percent: 40 },
      remoteFailureRate: { absolute: 0.01, percent: 25 },
      lcpP75: { absolute: 300, percent: 15 },
      inpP75: { absolute: 50, percent: 20 },
    });
    expect(healthOptionsFrom({ 'no-auto-promote': true }, { autoPromote: true, windowMinutes: 45 })).toEqual({
      autoPromote: false,
      windowMinutes: 45,
    });
    expect(() => healthOptionsFrom({ 'window-minutes': '0' })).toThrow('--window-minutes is a whole number of at least 1, not "0"');
    expect(() => healthOptionsFrom({ 'auto-promote': true, 'no-auto-promote': true })).toThrow(/not both/);
    expect(() => parseHealthMargin('--lcp-margin', '300')).toThrow(
      '--lcp-margin is <absolute>,<percent> (e.g. 0.01,50 or 250,20), not "300"',
    );
    expect(describeHealthOptions({ autoPromote: true, windowMinutes: 45, lcpP75: { absolute: 300, percent: 15 } })).toBe(
      'auto-promote, window 45 min, p75 LCP +300 ms and +15 %',
    );
  });
});

describe('listEnvironments', () => {
  it('names every environment of the store, sorted', async () => {
    await createEnvironment(store, 'production', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: REMOTES }, 'ana');
    expect(await listEnvironments(store)).toEqual(['production', 'staging']);
  });
});

describe('concludeCanary', () => {
  it('drops the canary on a rollback decision, with the decision in the history entry', async () => {
    await startCanary({ store, ...env, version: CANARY, percent: 10 });
    const read = (await readEnvironment(store, 'staging'))!;
    const composition = await concludeCanary({
      store,
      ...env,
      actor: 'release-health',
      read,
      version: CANARY,
      decision: decision('rollback'),
    });
    expect(composition.canary).toEqual({});
    expect(composition.releases['mf-browse']!.version).toBe(STABLE);
    expect((await readHistory(store, 'staging')).at(-1)).toMatchObject({
      action: 'canary-drop',
      actor: 'release-health',
      previousVersion: CANARY,
      version: STABLE,
      health: decision('rollback'),
    });
    // A rollback after it goes back past the stable release as before: the canary never counted.
    await expect(rollback({ store, ...env })).rejects.toThrow('staging has no earlier version of mf-browse to roll back to');
  });

  it('promotes the canary on a promote decision, through the gate, with the decision in the history entry', async () => {
    await startCanary({ store, ...env, version: CANARY, percent: 50 });
    const read = (await readEnvironment(store, 'staging'))!;
    const composition = await concludeCanary({
      store,
      ...env,
      actor: 'release-health',
      read,
      version: CANARY,
      decision: decision('promote'),
    });
    expect(composition.releases['mf-browse']!.version).toBe(CANARY);
    expect(composition.canary).toEqual({});
    expect((await readHistory(store, 'staging')).at(-1)).toMatchObject({
      action: 'promote',
      actor: 'release-health',
      version: CANARY,
      previousVersion: STABLE,
      health: decision('promote'),
    });
  });

  it('writes nothing when the environment changed after the decision was made on it', async () => {
    await startCanary({ store, ...env, version: CANARY, percent: 10 });
    const read = (await readEnvironment(store, 'staging'))!;
    // Someone raises the percent meanwhile: the decision was about another composition.
    await startCanary({ store, ...env, version: CANARY, percent: 50 });
    await expect(
      concludeCanary({ store, ...env, actor: 'release-health', read, version: CANARY, decision: decision('rollback') }),
    ).rejects.toBeInstanceOf(ConcurrentUpdateError);
    expect((await readEnvironment(store, 'staging'))!.composition.canary!.mf_browse).toMatchObject({ version: CANARY, percent: 50 });
    // And a read without that canary is refused outright, never taken for a rollback of the stable release.
    const after = (await readEnvironment(store, 'staging'))!;
    await expect(
      concludeCanary({ store, ...env, actor: 'release-health', read: after, version: '0.3.0+4444444', decision: decision('rollback') }),
    ).rejects.toThrow('mf-browse 0.3.0+4444444 does not run as a canary on staging');
  });
});
