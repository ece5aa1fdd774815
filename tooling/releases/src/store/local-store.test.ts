import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreconditionFailedError, type ArtifactStore } from './artifact-store';
import { createLocalStore } from './local-store';

let root: string;
let store: ArtifactStore;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'releases-store-'));
  store = createLocalStore({ root, publicBaseUrl: 'http://localhost:3090/' });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local artifact store', () => {
  it('writes, reads and lists objects by key', async () => {
    await store.put('mf-browse/1.0.0+abc/mf-manifest.json', '{"a":1}');
    await store.put('mf-browse/1.0.0+abc/remoteEntry.js', 'x');
    const object = await store.get('mf-browse/1.0.0+abc/mf-manifest.json');
    expect(object?.body.toString()).toBe('{"a":1}');
    expect(await store.list('mf-browse/')).toEqual(['mf-browse/1.0.0+abc/mf-manifest.json', 'mf-browse/1.0.0+abc/remoteEntry.js']);
    expect(await store.get('mf-browse/missing.json')).toBeNull();
    expect(store.publicUrl('mf-browse/1.0.0+abc/mf-manifest.json')).toBe('http://localhost:3090/mf-browse/1.0.0+abc/mf-manifest.json');
  });

  it('refuses keys that leave the store', async () => {
    await expect(store.put('../escape.txt', 'x')).rejects.toThrow(/unsafe store key/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe store key/);
    await expect(store.put('a/.hidden', 'x')).rejects.toThrow(/unsafe store key/);
  });

  it('create-only writes never overwrite', async () => {
    await store.put('shell/1/release.json', 'first', { ifNoneMatch: '*' });
    await expect(store.put('shell/1/release.json', 'second', { ifNoneMatch: '*' })).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await store.get('shell/1/release.json'))?.body.toString()).toBe('first');
  });

  it('replaces only the version that was read (compare-and-swap on the etag)', async () => {
    const etag = await store.put('environments/staging/composition.json', 'r1', { ifNoneMatch: '*' });
    const next = await store.put('environments/staging/composition.json', 'r2', { ifMatch: etag });
    await expect(store.put('environments/staging/composition.json', 'r2-stale', { ifMatch: etag })).rejects.toBeInstanceOf(
      PreconditionFailedError,
    );
    expect(await store.get('environments/staging/composition.json')).toEqual({ body: Buffer.from('r2'), etag: next });
  });

  it('lets exactly one of many concurrent swaps from the same version win', async () => {
    const etag = await store.put('env.json', 'r1');
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => store.put('env.json', `writer ${i}`, { ifMatch: etag })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof PreconditionFailedError)).toHaveLength(7);
  });

  it('removes a lock left by a crashed writer', async () => {
    const crashed = createLocalStore({ root, publicBaseUrl: 'http://x', staleLockMs: 0, lockTimeoutMs: 200 });
    const etag = await crashed.put('env.json', 'r1');
    await writeFile(path.join(root, '.env.json.lock'), '123\n');
    await expect(crashed.put('env.json', 'r2', { ifMatch: etag })).resolves.toBeTypeOf('string');
  });

  it('leaves no temp or lock files behind', async () => {
    const etag = await store.put('a/b.json', '1');
    await store.put('a/b.json', '2', { ifMatch: etag }).catch(() => undefined);
    await store.put('a/b.json', '3', { ifNoneMatch: '*' }).catch(() => undefined);
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(path.join(root, 'a'))).toEqual(['b.json']);
  });
});
