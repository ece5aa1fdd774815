import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import { fakeDist, remoteRecord, SHARED, shellRecord } from '../release/test-fixtures';
import type { ArtifactStore } from '../store/artifact-store';
import { createLocalStore } from '../store/local-store';
import { createEnvironment, readEnvironment, readHistory } from './environment';
import { environmentStatus, promote, PromotionRefusedError, rollback, startCanary } from './promotion';

let root: string;
let store: ArtifactStore;
const LOCAL_REMOTES = {
  mf_browse: 'http://localhost:3001/mf-manifest.json',
  mf_sell: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_auth: 'http://localhost:3004/mf-manifest.json',
};
const manifest = (version: string) => `http://localhost:3090/mf-browse/${version}/mf-manifest.json`;

async function publish(record: ReleaseRecord) {
  await publishRelease(store, await fakeDist(record.federationName, { marker: record.version }), record);
}
const browse = (version: string, overrides: Partial<ReleaseRecord> = {}) =>
  remoteRecord({ version, commit: version.split('+')[1]!, ...overrides });
const env = { env: 'staging', app: 'mf-browse', actor: 'ana' };

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-canary-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
  await createEnvironment(store, 'staging', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes: LOCAL_REMOTES }, 'ana');
  await publish(shellRecord());
  await publish(browse('0.1.0+1111111'));
  await publish(browse('0.2.0+3333333'));
  await promote({ store, env: 'staging', app: 'shell', version: '0.1.0+2222222', actor: 'ana' });
  await promote({ store, ...env, version: '0.1.0+1111111' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('canary releases', () => {
  it('gives a share of visitors the canary beside the stable release, and records each change', async () => {
    const composition = await startCanary({ store, ...env, version: '0.2.0+3333333', percent: 10 });
    expect(composition.remotes.mf_browse).toBe(manifest('0.1.0+1111111'));
    expect(composition.releases['mf-browse']!.version).toBe('0.1.0+1111111');
    expect(composition.canary).toEqual({
      mf_browse: expect.objectContaining({ app: 'mf-browse', version: '0.2.0+3333333', remote: manifest('0.2.0+3333333'), percent: 10 }),
    });
    await startCanary({ store, ...env, version: '0.2.0+3333333', percent: 50 });
    const { lines } = await environmentStatus(store, 'staging');
    expect(lines.find((line) => line.app === 'mf-browse')!.canary).toMatchObject({ version: '0.2.0+3333333', percent: 50 });
    expect((await readHistory(store, 'staging')).slice(-2)).toEqual([
      expect.objectContaining({
        action: 'canary',
        app: 'mf-browse',
        version: '0.2.0+3333333',
        percent: 10,
        previousVersion: '0.1.0+1111111',
      }),
      expect.objectContaining({
        action: 'canary',
        app: 'mf-browse',
        version: '0.2.0+3333333',
        percent: 50,
        previousVersion: '0.2.0+3333333',
      }),
    ]);
  });

  it('promoting the canary’s version makes it the whole; another version is refused while it runs', async () => {
    await publish(browse('0.3.0+4444444'));
    await startCanary({ store, ...env, version: '0.2.0+3333333', percent: 10 });
    await expect(promote({ store, ...env, version: '0.3.0+4444444' })).rejects.toThrow(/runs as a canary on staging \(10 %\)/);
    const composition = await promote({ store, ...env, version: '0.2.0+3333333' });
    expect(composition.canary).toEqual({});
    expect(composition.remotes.mf_browse).toBe(manifest('0.2.0+3333333'));
    // The promoted canary is an ordinary promotion: a rollback goes back to the stable one before.
    const back = await rollback({ store, ...env });
    expect(back.releases['mf-browse']!.version).toBe('0.1.0+1111111');
  });

  it('a rollback drops the canary and leaves the stable release; the next one rolls back as before', async () => {
    await publish(browse('0.1.5+5555555'));
    await promote({ store, ...env, version: '0.1.5+5555555' });
    await startCanary({ store, ...env, version: '0.2.0+3333333', percent: 30 });
    const dropped = await rollback({ store, ...env });
    expect(dropped.canary).toEqual({});
    expect(dropped.releases['mf-browse']!.version).toBe('0.1.5+5555555');
    expect(dropped.lastChange).toMatchObject({ action: 'canary-drop', previousVersion: '0.2.0+3333333', version: '0.1.5+5555555' });
    const back = await rollback({ store, ...env });
    expect(back.lastChange.action).toBe('rollback');
    expect(back.releases['mf-browse']!.version).toBe('0.1.0+1111111');
  });

  it('refuses an incompatible canary with the gate’s reason, and records a forced one', async () => {
    const reason = 'mf-browse 0.4.0+6666666: react ^20.0.0 required, shell 0.1.0+2222222 provides 19.2.9';
    await publish(
      browse('0.4.0+6666666', {
        shared: [
          ...SHARED.filter((shared) => shared.name !== 'react'),
          { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true },
        ],
      }),
    );
    const attempt = startCanary({ store, ...env, version: '0.4.0+6666666', percent: 10 });
    await expect(attempt).rejects.toBeInstanceOf(PromotionRefusedError);
    await expect(attempt).rejects.toThrow(reason);
    expect((await readEnvironment(store, 'staging'))!.composition.lastChange.action).toBe('promote');
    const forced = await startCanary({ store, ...env, version: '0.4.0+6666666', percent: 10, force: true });
    expect(forced.canary!.mf_browse!.forced).toBe(true);
    expect(forced.lastChange).toMatchObject({ action: 'canary', forced: true, overriddenChecks: [reason] });
  });

  it('checks a shell promotion against the canaries too', async () => {
    await publish(browse('0.4.0+7777777', { federationRuntime: { version: '9.9.9', mode: 'external' } }));
    await startCanary({ store, ...env, version: '0.4.0+7777777', percent: 5, force: true });
    await publish(shellRecord({ version: '0.1.0+8888888', commit: '8888888' }));
    await expect(promote({ store, env: 'staging', app: 'shell', version: '0.1.0+8888888', actor: 'ana' })).rejects.toThrow(
      /0\.4\.0\+7777777/,
    );
  });

  it('refuses a shell canary, a bad percent, the stable version and an app never promoted', async () => {
    await expect(startCanary({ store, env: 'staging', app: 'shell', actor: 'ana', version: '0.1.0+2222222', percent: 10 })).rejects.toThrow(
      'A canary of the shell is not supported',
    );
    await expect(startCanary({ store, ...env, version: '0.2.0+3333333', percent: 101 })).rejects.toThrow(/0 to 100/);
    await expect(startCanary({ store, ...env, version: '0.1.0+1111111', percent: 10 })).rejects.toThrow(/for everyone/);
    await expect(
      startCanary({ store, env: 'staging', app: 'mf-sell', actor: 'ana', version: '0.1.0+1111111', percent: 10 }),
    ).rejects.toThrow(/no promoted release/);
  });
});
