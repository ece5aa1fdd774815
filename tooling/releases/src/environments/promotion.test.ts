import { readdir, rm, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import { fakeDist, remoteRecord, SHARED, shellRecord } from '../release/test-fixtures';
import type { ArtifactStore } from '../store/artifact-store';
import { createLocalStore } from '../store/local-store';
import { ConcurrentUpdateError, createEnvironment, readEnvironment, readHistory, UnknownEnvironmentError } from './environment';
import { environmentStatus, promote, PromotionRefusedError, rollback, setApi, versionStack } from './promotion';

let root: string;
let store: ArtifactStore;
const LOCAL_REMOTES = {
  mf_browse: 'http://localhost:3001/mf-manifest.json',
  mf_sell: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_auth: 'http://localhost:3004/mf-manifest.json',
};

async function publish(record: ReleaseRecord) {
  await publishRelease(store, await fakeDist(record.federationName, { marker: record.version }), record);
}

const browse = (version: string, overrides: Partial<ReleaseRecord> = {}) =>
  remoteRecord({ version, commit: version.split('+')[1]!, builtAt: `2026-11-25T1${version.at(-1)}:00:00.000Z`, ...overrides });
const clock = (minute: number) => new Date(`2026-11-25T12:${String(minute).padStart(2, '0')}:00.000Z`);

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-env-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
  await createEnvironment(
    store,
    'staging',
    { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: LOCAL_REMOTES },
    'ana',
    clock(0),
  );
  await publish(shellRecord());
  await publish(browse('0.1.0+1111111'));
  await publish(browse('0.1.0+2222222'));
  await promote({ store, env: 'staging', app: 'shell', version: '0.1.0+2222222', actor: 'ana', now: clock(1) });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('promote', () => {
  it('points the environment at the release manifest and records what runs since when', async () => {
    const composition = await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ben', now: clock(2) });
    expect(composition.revision).toBe(3);
    expect(composition.remotes).toEqual({ ...LOCAL_REMOTES, mf_browse: 'http://localhost:3090/mf-browse/0.1.0+1111111/mf-manifest.json' });
    const { lines } = await environmentStatus(store, 'staging');
    expect(lines).toEqual([
      {
        app: 'mf-browse',
        version: '0.1.0+1111111',
        commit: '1111111',
        since: clock(2).toISOString(),
        revision: 3,
        forced: false,
        manifestUrl: 'http://localhost:3090/mf-browse/0.1.0+1111111/mf-manifest.json',
      },
      {
        app: 'shell',
        version: '0.1.0+2222222',
        commit: '2222222',
        since: clock(1).toISOString(),
        revision: 2,
        forced: false,
        manifestUrl: undefined,
      },
    ]);
  });

  it('refuses an unpublished version, an unknown environment and a version already running', async () => {
    await expect(promote({ store, env: 'staging', app: 'mf-browse', version: '9.9.9+0000000', actor: 'ana' })).rejects.toThrow(
      /is not published/,
    );
    await expect(promote({ store, env: 'production', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' })).rejects.toBeInstanceOf(
      UnknownEnvironmentError,
    );
    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' });
    await expect(promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' })).rejects.toThrow(
      /already runs/,
    );
  });

  it('refuses an incompatible release with the reason, and records a forced one in the history', async () => {
    const incompatible = browse('0.2.0+3333333', {
      shared: [
        ...SHARED.filter((shared) => shared.name !== 'react'),
        { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
      ],
    });
    await publish(incompatible);
    const attempt = promote({ store, env: 'staging', app: 'mf-browse', version: '0.2.0+3333333', actor: 'ana' });
    await expect(attempt).rejects.toBeInstanceOf(PromotionRefusedError);
    await expect(attempt).rejects.toThrow('mf-browse 0.2.0+3333333: react ^20.0.0 required, shell 0.1.0+2222222 provides 19.2.9');
    expect((await readEnvironment(store, 'staging'))!.composition.revision).toBe(2);

    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.2.0+3333333', actor: 'ana', force: true });
    const last = (await readHistory(store, 'staging')).at(-1);
    expect(last).toMatchObject({
      action: 'promote',
      version: '0.2.0+3333333',
      forced: true,
      overriddenChecks: ['mf-browse 0.2.0+3333333: react ^20.0.0 required, shell 0.1.0+2222222 provides 19.2.9'],
    });
    expect((await environmentStatus(store, 'staging')).lines[0]!.forced).toBe(true);
  });

  it('refuses a release that calls an API version the environment does not serve, and records a forced one', async () => {
    await publish(browse('0.3.0+4444444', { api: { versions: ['v1', 'v2'] } }));
    const reason = "mf-browse 0.3.0+4444444: calls API v2, staging's API (http://localhost:4000) offers v1";
    await expect(promote({ store, env: 'staging', app: 'mf-browse', version: '0.3.0+4444444', actor: 'ana' })).rejects.toThrow(reason);
    expect((await readEnvironment(store, 'staging'))!.composition.revision).toBe(2);

    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.3.0+4444444', actor: 'ana', force: true });
    expect((await readHistory(store, 'staging')).at(-1)).toMatchObject({ forced: true, overriddenChecks: [reason] });
  });

  it('points the environment at another API when what runs there can call it, and records it', async () => {
    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' });
    const attempt = setApi({ store, env: 'staging', actor: 'ana', versions: ['v2'] });
    await expect(attempt).rejects.toBeInstanceOf(PromotionRefusedError);
    await expect(attempt).rejects.toThrow("mf-browse 0.1.0+1111111: calls API v1, staging's API (http://localhost:4000) offers v2");

    const composition = await setApi({ store, env: 'staging', actor: 'ben', baseUrl: 'https://api.example.in', versions: ['v1', 'v2'] });
    expect(composition).toMatchObject({ revision: 4, apiBaseUrl: 'https://api.example.in', apiVersions: ['v1', 'v2'] });
    expect((await readHistory(store, 'staging')).at(-1)).toMatchObject({
      action: 'set-api',
      actor: 'ben',
      api: { baseUrl: 'https://api.example.in', versions: ['v1', 'v2'] },
    });
    expect(versionStack(await readHistory(store, 'staging'), 'mf-browse')).toEqual(['0.1.0+1111111']);
  });

  it('refuses a remote where no released shell runs, and a shell the running remotes do not fit', async () => {
    await createEnvironment(store, 'qa', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: LOCAL_REMOTES }, 'ana');
    await expect(promote({ store, env: 'qa', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' })).rejects.toThrow(
      'qa runs no released shell to check mf-browse 0.1.0+1111111 against: promote a shell first',
    );
    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' });
    await publish(shellRecord({ version: '0.2.0+4444444', federationRuntime: { version: '3.0.0', mode: 'provided' } }));
    await expect(promote({ store, env: 'staging', app: 'shell', version: '0.2.0+4444444', actor: 'ana' })).rejects.toThrow(
      'mf-browse 0.1.0+1111111: built for Module Federation runtime 2.9.2, shell 0.2.0+4444444 provides 3.0.0',
    );
  });
});

describe('rollback', () => {
  it('goes back to the previous version in the environment history, one step per rollback', async () => {
    await publish(browse('0.1.0+3333333'));
    for (const version of ['0.1.0+1111111', '0.1.0+2222222', '0.1.0+3333333']) {
      await promote({ store, env: 'staging', app: 'mf-browse', version, actor: 'ana' });
    }
    expect((await rollback({ store, env: 'staging', app: 'mf-browse', actor: 'ana' })).releases['mf-browse']!.version).toBe(
      '0.1.0+2222222',
    );
    expect((await rollback({ store, env: 'staging', app: 'mf-browse', actor: 'ana' })).releases['mf-browse']!.version).toBe(
      '0.1.0+1111111',
    );
    await expect(rollback({ store, env: 'staging', app: 'mf-browse', actor: 'ana' })).rejects.toThrow(
      'staging has no earlier version of mf-browse to roll back to',
    );
    const composition = (await readEnvironment(store, 'staging'))!.composition;
    expect(composition.remotes.mf_browse).toBe('http://localhost:3090/mf-browse/0.1.0+1111111/mf-manifest.json');
  });

  it('keeps every change in an append-only history', async () => {
    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ben' });
    await promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+2222222', actor: 'ben' });
    await rollback({ store, env: 'staging', app: 'mf-browse', actor: 'cy' });
    const history = await readHistory(store, 'staging');
    expect(
      history.map(({ revision, action, app, version, previousVersion, actor }) => ({
        revision,
        action,
        app,
        version,
        previousVersion,
        actor,
      })),
    ).toEqual([
      { revision: 1, action: 'create', app: undefined, version: undefined, previousVersion: undefined, actor: 'ana' },
      { revision: 2, action: 'promote', app: 'shell', version: '0.1.0+2222222', previousVersion: null, actor: 'ana' },
      { revision: 3, action: 'promote', app: 'mf-browse', version: '0.1.0+1111111', previousVersion: null, actor: 'ben' },
      { revision: 4, action: 'promote', app: 'mf-browse', version: '0.1.0+2222222', previousVersion: '0.1.0+1111111', actor: 'ben' },
      { revision: 5, action: 'rollback', app: 'mf-browse', version: '0.1.0+1111111', previousVersion: '0.1.0+2222222', actor: 'cy' },
    ]);
    expect(await readdir(path.join(root, 'environments/staging/history'))).toEqual([
      '000001.json',
      '000002.json',
      '000003.json',
      '000004.json',
      '000005.json',
    ]);
  });

  it('replays promotions and rollbacks as a stack', () => {
    const entry = (action: 'promote' | 'rollback', version: string, app = 'mf-browse') => ({
      revision: 0,
      at: '',
      actor: '',
      action,
      app,
      version,
    });
    expect(
      versionStack(
        [entry('promote', 'a'), entry('promote', 'b'), entry('promote', 'x', 'mf-sell'), entry('rollback', 'a'), entry('promote', 'c')],
        'mf-browse',
      ),
    ).toEqual(['a', 'c']);
  });
});

describe('concurrent promotions', () => {
  it('lets exactly one of two promotions from the same revision win; the other is told to retry', async () => {
    // Hold the composition's write lock until both promotions have read revision 2 and wait to write.
    const lock = path.join(root, 'environments/staging/.composition.json.lock');
    await writeFile(lock, 'test\n');
    const both = Promise.allSettled([
      promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' }),
      promote({ store, env: 'staging', app: 'mf-browse', version: '0.1.0+2222222', actor: 'ben' }),
    ]);
    const waiting = async () => (await readdir(path.dirname(lock))).filter((name) => name.endsWith('.tmp')).length;
    while ((await waiting()) < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await rm(lock);
    const [first, second] = await both;
    const results = [first!, second!];
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(ConcurrentUpdateError);
    expect(loser.reason.message).toBe(
      'staging changed while this command ran (it read revision 2, someone else wrote since). Nothing was changed: run the command again.',
    );
    const history = await readHistory(store, 'staging');
    expect(history.map((entry) => entry.revision)).toEqual([1, 2, 3]);
  });
});
