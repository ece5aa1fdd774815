// What every ArtifactStore guarantees, as tests each store's own test file runs against it (the
// local directory and S3): keys stay inside the store, create-only writes never overwrite, and
// compare-and-swap on the etag lets exactly one of concurrent writers from a version win.
import { expect, it } from 'vitest';
import { PreconditionFailedError, type ArtifactStore } from './artifact-store';

/** `store()` is the test's fresh store; `concurrentWriters` how many race in the swap test. */
export function itKeepsTheArtifactStoreContract(store: () => ArtifactStore, { concurrentWriters }: { concurrentWriters: number }) {
  it('refuses keys that leave the store', async () => {
    await expect(store().put('../escape.txt', 'x')).rejects.toThrow(/unsafe store key/);
    await expect(store().get('/etc/passwd')).rejects.toThrow(/unsafe store key/);
  });

  it('create-only writes never overwrite', async () => {
    await store().put('shell/1/release.json', 'first', { ifNoneMatch: '*' });
    await expect(store().put('shell/1/release.json', 'second', { ifNoneMatch: '*' })).rejects.toBeInstanceOf(PreconditionFailedError);
    expect((await store().get('shell/1/release.json'))?.body.toString()).toBe('first');
  });

  it('replaces only the version that was read (compare-and-swap on the etag): a stale etag is refused', async () => {
    const key = 'environments/staging/composition.json';
    const etag = await store().put(key, 'r1', { ifNoneMatch: '*' });
    const next = await store().put(key, 'r2', { ifMatch: etag });
    await expect(store().put(key, 'r2-stale', { ifMatch: etag })).rejects.toBeInstanceOf(PreconditionFailedError);
    expect(await store().get(key)).toEqual({ body: Buffer.from('r2'), etag: next });
  });

  it('lets exactly one of many concurrent swaps from the same version win', async () => {
    const etag = await store().put('env.json', 'r1');
    const results = await Promise.allSettled(
      Array.from({ length: concurrentWriters }, (_, i) => store().put('env.json', `writer ${i}`, { ifMatch: etag })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected' && result.reason instanceof PreconditionFailedError)).toHaveLength(
      concurrentWriters - 1,
    );
  });
}
