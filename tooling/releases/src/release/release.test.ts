import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findApp } from '../apps';
import { createLocalStore } from '../store/local-store';
import type { ArtifactStore } from '../store/artifact-store';
import { apiVersionsCalled, buildReleaseRecord } from './release-record';
import { listReleases, publishRelease, readRelease, ReleaseExistsError } from './publish-release';
import { releaseVersion } from './release-version';
import { CONTRACTS, fakeDist } from './test-fixtures';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
let root: string;
let store: ArtifactStore;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

async function record(version: string, distDir: string, builtAt = '2026-11-25T10:00:00.000Z') {
  return buildReleaseRecord({
    repoRoot,
    app: findApp('mf-browse'),
    distDir,
    version,
    commit: '56edb91',
    dirty: false,
    builtAt,
    contracts: CONTRACTS,
  });
}

describe('release version', () => {
  it('is the package version plus the commit, a time stamp when dirty, or a build id', () => {
    const now = new Date('2026-11-25T17:01:02Z');
    expect(releaseVersion({ packageVersion: '1.4.0', commit: 'ab12cd3', dirty: false, now })).toBe('1.4.0+ab12cd3');
    expect(releaseVersion({ packageVersion: '1.4.0', commit: 'ab12cd3', dirty: true, now })).toBe('1.4.0+ab12cd3.dirty.20261125170102');
    expect(releaseVersion({ packageVersion: '1.4.0', commit: 'ab12cd3', dirty: true, buildId: 'ci.4821' })).toBe('1.4.0+ci.4821');
    expect(() => releaseVersion({ packageVersion: '1.4.0', commit: 'x', dirty: false, buildId: '../x' })).toThrow(/build id/);
  });
});

describe('release record', () => {
  it('records exposes with their contracts, shared singletons, the federation runtime and the API version', async () => {
    const release = await record('0.1.0+56edb91', await fakeDist('mf_browse'));
    expect(release).toMatchObject({
      app: 'mf-browse',
      federationName: 'mf_browse',
      version: '0.1.0+56edb91',
      commit: '56edb91',
      federationRuntime: { version: '2.9.2', mode: 'external' },
      api: { versions: ['v1'] },
    });
    expect(release.exposes).toEqual([
      { name: 'BuyCarPage', path: './BuyCarPage', contract: CONTRACTS.mf_browse!.BuyCarPage },
      { name: 'CarCarousel', path: './CarCarousel', contract: CONTRACTS.mf_browse!.CarCarousel },
    ]);
    expect(release.shared).toContainEqual({ name: 'react', version: '19.2.9', requiredVersion: '^19.2.9', singleton: true });
    expect(release.expects).toBeUndefined();
  });

  it('refuses a dist folder of another app', async () => {
    await expect(record('0.1.0+1', await fakeDist('mf_sell'))).rejects.toThrow(/holds a build of mf_sell/);
  });

  it('finds the API versions the code calls, tests excluded', async () => {
    expect(await apiVersionsCalled([path.join(repoRoot, 'mf-browse/src'), path.join(repoRoot, 'shared/src')])).toEqual(['v1']);
  });
});

describe('publishing', () => {
  it('publishes every file under <app>/<version>/ with release.json, and lists versions', async () => {
    const first = await record('0.1.0+aaaaaaa', await fakeDist('mf_browse', { marker: 'first' }), '2026-11-25T10:00:00.000Z');
    const second = await record('0.1.0+bbbbbbb', await fakeDist('mf_browse', { marker: 'second' }), '2026-11-25T11:00:00.000Z');
    await publishRelease(store, await fakeDist('mf_browse', { marker: 'first' }), first);
    await publishRelease(store, await fakeDist('mf_browse', { marker: 'second' }), second);
    expect(await store.list('mf-browse/0.1.0+aaaaaaa/')).toEqual([
      'mf-browse/0.1.0+aaaaaaa/assets/logo.0123abcd.svg',
      'mf-browse/0.1.0+aaaaaaa/mf-manifest.json',
      'mf-browse/0.1.0+aaaaaaa/release.json',
      'mf-browse/0.1.0+aaaaaaa/remoteEntry.js',
    ]);
    expect((await store.get('mf-browse/0.1.0+bbbbbbb/remoteEntry.js'))?.body.toString()).toBe('/* second */');
    expect(await readRelease(store, 'mf-browse', '0.1.0+aaaaaaa')).toEqual(first);
    expect((await listReleases(store, 'mf-browse')).map((release) => release.version)).toEqual(['0.1.0+aaaaaaa', '0.1.0+bbbbbbb']);
  });

  it('never overwrites a published version', async () => {
    const dist = await fakeDist('mf_browse', { marker: 'original' });
    const release = await record('0.1.0+aaaaaaa', dist);
    await publishRelease(store, dist, release);
    await expect(publishRelease(store, await fakeDist('mf_browse', { marker: 'changed' }), release)).rejects.toBeInstanceOf(
      ReleaseExistsError,
    );
    expect((await store.get('mf-browse/0.1.0+aaaaaaa/remoteEntry.js'))?.body.toString()).toBe('/* original */');
  });

  it('finishes a publish that stopped half-way with the same build, and refuses different bytes', async () => {
    const dist = await fakeDist('mf_browse', { marker: 'same' });
    const release = await record('0.1.0+ccccccc', dist);
    await store.put('mf-browse/0.1.0+ccccccc/remoteEntry.js', '/* same */', { ifNoneMatch: '*' });
    await expect(publishRelease(store, dist, release)).resolves.toEqual({ files: 4 });

    const other = await record('0.1.0+ddddddd', dist);
    await store.put('mf-browse/0.1.0+ddddddd/remoteEntry.js', '/* other bytes */', { ifNoneMatch: '*' });
    await expect(publishRelease(store, dist, other)).rejects.toBeInstanceOf(ReleaseExistsError);
    expect(await readRelease(store, 'mf-browse', '0.1.0+ddddddd')).toBeNull();
  });
});

describe('pnpm release --dist (publishing a build CI already made)', () => {
  it('publishes a build of this checkout with its build time, and refuses a build of another commit', async () => {
    const { releaseApp } = await import('./release-app');
    const { gitState } = await import('./release-version');
    const { writeFile } = await import('node:fs/promises');
    const { commit } = gitState(repoRoot, 'mf-browse');
    const dist = await fakeDist('mf_browse');
    await writeFile(path.join(dist, 'build-info.json'), JSON.stringify({ commit, builtAt: '2026-11-25T09:00:00.000Z' }));
    const released = await releaseApp({ repoRoot, store, app: 'mf-browse', distDir: dist, buildId: 'ci.1', log: () => undefined });
    expect(released).toMatchObject({ version: '0.1.0+ci.1', commit, builtAt: '2026-11-25T09:00:00.000Z' });
    await expect(
      releaseApp({ repoRoot, store, app: 'mf-browse', distDir: dist, buildId: 'ci.1', log: () => undefined }),
    ).rejects.toBeInstanceOf(ReleaseExistsError);

    await writeFile(path.join(dist, 'build-info.json'), JSON.stringify({ commit: 'deadbee', builtAt: '2026-11-25T09:00:00.000Z' }));
    await expect(releaseApp({ repoRoot, store, app: 'mf-browse', distDir: dist, buildId: 'ci.2', log: () => undefined })).rejects.toThrow(
      /was built from commit deadbee, but this checkout is at/,
    );
  }, 60_000);
});
