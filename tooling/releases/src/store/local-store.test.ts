import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ArtifactStore } from './artifact-store';
import { itKeepsTheArtifactStoreContract } from './artifact-store-contract';
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

  itKeepsTheArtifactStoreContract(() => store, { concurrentWriters: 8 });

  it('refuses hidden keys (its lock and temp files)', async () => {
    await expect(store.put('a/.hidden', 'x')).rejects.toThrow(/unsafe store key/);
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
