// The artifact store on a real S3-compatible server (the test server of @carmarket/object-storage:
// s3rver with S3's conditional writes). The same guarantees as the local directory: create-only
// publishing and compare-and-swap promotion, where a stale etag is refused.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3ConfigToEnv } from '@carmarket/object-storage';
import { createS3Client } from '@carmarket/object-storage/client';
import { startS3Server, type TestS3Server } from '@carmarket/object-storage/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RELEASES_S3_PREFIX, storeConfig } from '../config';
import { ConcurrentUpdateError, createEnvironment, readHistory } from '../environments/environment';
import { promote } from '../environments/promotion';
import { publishRelease, ReleaseExistsError } from '../release/publish-release';
import { fakeDist, remoteRecord, shellRecord } from '../release/test-fixtures';
import { PreconditionFailedError, type ArtifactStore } from './artifact-store';
import { itKeepsTheArtifactStoreContract } from './artifact-store-contract';
import { createS3Store } from './s3-store';

let server: TestS3Server;
let store: ArtifactStore;
let bucketCounter = 0;

beforeAll(async () => {
  server = await startS3Server({ buckets: Array.from({ length: 12 }, (_, i) => `releases-${i}`) });
});
afterAll(() => server?.stop());
// A fresh bucket per test.
beforeEach(() => {
  store = createS3Store(server.configFor(`releases-${bucketCounter++}`));
  return () => store.close?.();
});

/** Holds every write to `key` until `count` writers wait on it, so all of them read the same version first. */
function barrierOnPut(inner: ArtifactStore, key: string, count: number): ArtifactStore {
  let release: () => void = () => undefined;
  const allWaiting = new Promise<void>((resolve) => (release = resolve));
  let waiting = 0;
  return {
    ...inner,
    async put(k, body, options) {
      if (k === key) {
        waiting += 1;
        if (waiting >= count) release();
        await allWaiting;
      }
      return inner.put(k, body, options);
    },
  };
}

describe('S3 artifact store', () => {
  it('writes, reads and lists objects by key, with the cache policy and a content type the bucket serves', async () => {
    await store.put('mf-browse/1.0.0+abc/mf-manifest.json', '{"a":1}');
    await store.put('mf-browse/1.0.0+abc/remoteEntry.js', 'x');
    await store.put('mf-browse/1.0.0+abc/static/main.0123abcd.js', 'y');
    expect((await store.get('mf-browse/1.0.0+abc/mf-manifest.json'))?.body.toString()).toBe('{"a":1}');
    expect(await store.list('mf-browse/')).toEqual([
      'mf-browse/1.0.0+abc/mf-manifest.json',
      'mf-browse/1.0.0+abc/remoteEntry.js',
      'mf-browse/1.0.0+abc/static/main.0123abcd.js',
    ]);
    expect(await store.get('mf-browse/missing.json')).toBeNull();
    expect(await store.exists('mf-browse/1.0.0+abc/remoteEntry.js')).toBe(true);
    expect(await store.exists('mf-browse/missing.json')).toBe(false);
    const url = store.publicUrl('mf-browse/1.0.0+abc/remoteEntry.js');
    expect(url).toBe(`${server.endpoint}/${store.description.slice('s3://'.length)}/mf-browse/1.0.0%2Babc/remoteEntry.js`);
    const entry = await fetch(url);
    expect([entry.status, await entry.text()]).toEqual([200, 'x']);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const chunk = await fetch(store.publicUrl('mf-browse/1.0.0+abc/static/main.0123abcd.js'));
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  itKeepsTheArtifactStoreContract(() => store, { concurrentWriters: 6 });

  it("refuses a swap with another key's etag", async () => {
    const etag = await store.put('environments/staging/composition.json', 'r1', { ifNoneMatch: '*' });
    await expect(store.put('environments/other/composition.json', 'x', { ifMatch: etag })).rejects.toBeInstanceOf(PreconditionFailedError);
  });

  it('publishes a release once: a second publish of the version is refused', async () => {
    const release = remoteRecord({ version: '0.1.0+aaaaaaa', commit: 'aaaaaaa' });
    await publishRelease(store, await fakeDist('mf_browse', { marker: 'original' }), release);
    await expect(publishRelease(store, await fakeDist('mf_browse', { marker: 'changed' }), release)).rejects.toBeInstanceOf(
      ReleaseExistsError,
    );
    expect((await store.get('mf-browse/0.1.0+aaaaaaa/remoteEntry.js'))?.body.toString()).toBe('/* original */');
  });

  it('two concurrent promotions from the same revision: one wins, the other is told to retry', async () => {
    const remotes = { mf_browse: 'http://localhost:3001/mf-manifest.json' };
    await createEnvironment(store, 'staging', { apiBaseUrl: 'http://localhost:4000', apiVersions: ['v1'], remotes }, 'ana');
    await publishRelease(store, await fakeDist('shell'), shellRecord());
    for (const version of ['0.1.0+1111111', '0.1.0+2222222']) {
      const record = remoteRecord({ version, commit: version.split('+')[1]!, builtAt: `2026-11-25T1${version.at(-1)}:00:00.000Z` });
      await publishRelease(store, await fakeDist(record.federationName, { marker: version }), record);
    }
    await promote({ store, env: 'staging', app: 'shell', version: shellRecord().version, actor: 'ana' });
    const racing = barrierOnPut(store, 'environments/staging/composition.json', 2);
    const results = await Promise.allSettled([
      promote({ store: racing, env: 'staging', app: 'mf-browse', version: '0.1.0+1111111', actor: 'ana' }),
      promote({ store: racing, env: 'staging', app: 'mf-browse', version: '0.1.0+2222222', actor: 'ben' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const loser = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(loser.reason).toBeInstanceOf(ConcurrentUpdateError);
    expect((await readHistory(store, 'staging')).map((entry) => [entry.revision, entry.action])).toEqual([
      [1, 'create'],
      [2, 'promote'],
      [3, 'promote'],
    ]);
    // What the bucket holds is the winner's composition.
    const s3 = createS3Client(server.configFor(store.description.slice('s3://'.length)));
    const object = await s3.send(
      new GetObjectCommand({ Bucket: store.description.slice('s3://'.length), Key: 'environments/staging/composition.json' }),
    );
    const composition = JSON.parse(await object.Body!.transformToString());
    s3.destroy();
    const winner = results.findIndex((result) => result.status === 'fulfilled');
    expect(composition.releases['mf-browse'].version).toBe(['0.1.0+1111111', '0.1.0+2222222'][winner]);
  });
});

describe('store configuration', () => {
  it('selects S3 with CARMARKET_RELEASES_STORE=s3 and the CARMARKET_RELEASES_S3_* settings', () => {
    const config = storeConfig({ CARMARKET_RELEASES_STORE: 's3', ...s3ConfigToEnv(server.config, RELEASES_S3_PREFIX) });
    expect(config.s3).toMatchObject({ bucket: server.bucket, endpoint: server.endpoint });
    expect(config.publicBaseUrl).toBe(`${server.endpoint}/${server.bucket}`);
    expect(storeConfig({}).s3).toBeUndefined();
    expect(() => storeConfig({ CARMARKET_RELEASES_STORE: 's3' })).toThrow(/CARMARKET_RELEASES_S3_BUCKET is not set/);
    expect(() => storeConfig({ CARMARKET_RELEASES_STORE: 'ftp' })).toThrow(/must be local or s3/);
  });
});
