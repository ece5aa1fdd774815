// Images under budget: a pixel limit before decode, a per-process limit on concurrent decodes, a
// per-user quota of uploads not attached to a car, and the deletion of uploads never attached.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, signInDealer, signInOwner, type TestApp } from '../../test/test-app';
import { carBody } from '../../test/car-bodies';
import { multipart, png, pngFile, storedFiles, uploadKeyOf, type Upload } from '../../test/uploads';
import { createDiskStorage } from './image-storage';
import { deleteOrphanedUploads } from './unattached-uploads';

const upload = (t: TestApp, token: string, files: Upload[]) =>
  call(t.app, { method: 'POST', url: '/api/v1/uploads', token, ...multipart(files) });

const files = (t: TestApp) => storedFiles(t.uploadsDir);
const keyOf = uploadKeyOf;
const unattachedRows = (t: TestApp, userId: string) =>
  t.database.db.selectFrom('carImages').select('id').where('userId', '=', userId).where('carId', 'is', null).execute();

describe('pixel limit', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: { cars: 4, images: false } });
    ({ token } = await signInOwner(t.app, t.clock));
  });
  afterAll(() => t.close());

  it('refuses a 7000 x 7000 PNG (a small file, 49 megapixels) with a 400 before decoding it, and stores nothing', async () => {
    const data = await png(7000, 7000);
    expect(data.length).toBeLessThan(1024 * 1024);
    const before = files(t);
    const res = await upload(t, token, [{ name: 'huge.png', type: 'image/png', data }]);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Image is too large: at most 40 megapixels (this one has 49)' });
    expect(files(t)).toEqual(before);
  });

  it('accepts an image just under 40 megapixels', async () => {
    const res = await upload(t, token, [await pngFile(6000, 6000)]);
    expect(res.status).toBe(201);
  });
});

describe('per-user quota of uploads not attached to a car', () => {
  let t: TestApp;
  let owner: { token: string; user: { id: string } };
  let dealer: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: { cars: 4, images: false }, unattachedUploads: { maxPerUser: 3, ttlMs: 24 * 3_600_000 } });
    owner = await signInOwner(t.app, t.clock);
    dealer = await signInDealer(t.app, t.clock);
  });
  afterAll(() => t.close());

  const QUOTA_MESSAGE =
    'Upload limit reached: at most 3 photos can wait to be added to a car. ' +
    'Add your photos to a listing, or try again later (unused photos are removed 24 hours after upload).';

  it('refuses an upload that would pass the quota, stores nothing of it, and counts per user', async () => {
    expect((await upload(t, owner.token, [await pngFile(), await pngFile()])).status).toBe(201);
    const before = files(t);
    const over = await upload(t, owner.token, [await pngFile(), await pngFile()]);
    expect(over.status).toBe(429);
    expect(over.json).toEqual({ message: QUOTA_MESSAGE });
    expect(files(t)).toEqual(before);
    expect(await unattachedRows(t, owner.user.id)).toHaveLength(2);

    const third = await upload(t, owner.token, [await pngFile()]);
    expect(third.status).toBe(201);
    const full = await upload(t, owner.token, [await pngFile()]);
    expect(full.status).toBe(429);
    expect(full.json.message).toBe(QUOTA_MESSAGE);
    // Another user has a quota of their own.
    expect((await upload(t, dealer.token, [await pngFile()])).status).toBe(201);
  });

  it('attaching photos to a car frees the quota', async () => {
    const waiting = await unattachedRows(t, owner.user.id);
    expect(waiting).toHaveLength(3);
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: owner.token,
      payload: carBody(owner.user.id, { carImages: waiting.map((r) => r.id) }),
    });
    expect(created.status).toBe(201);
    expect((await upload(t, owner.token, [await pngFile()])).status).toBe(201);
  });

  it('parallel uploads of one user cannot pass the quota together', async () => {
    await t.database.db.deleteFrom('carImages').where('userId', '=', dealer.user.id).where('carId', 'is', null).execute();
    const results = await Promise.all([
      upload(t, dealer.token, [await pngFile(), await pngFile()]),
      upload(t, dealer.token, [await pngFile(), await pngFile()]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 429]);
    expect(await unattachedRows(t, dealer.user.id)).toHaveLength(2);
  });
});

describe('uploads never attached to a car', () => {
  let t: TestApp;
  let owner: { token: string; user: { id: string } };
  beforeAll(async () => {
    t = await createTestApp({ seed: { cars: 4, images: false } });
    owner = await signInOwner(t.app, t.clock);
  });
  afterAll(() => t.close());

  const DAY = 24 * 3_600_000;

  it('are deleted (rows, then files) once older than the TTL; attached and fresh ones stay; two instances delete each once', async () => {
    const old = await upload(t, owner.token, [await pngFile(), await pngFile(), await pngFile()]);
    expect(old.status).toBe(201);
    const [attached, orphan, orphan2] = old.json.images as { id: string; url: string }[];
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token: owner.token,
      payload: carBody(owner.user.id, { carImages: [attached!.id] }),
    });
    expect(created.status).toBe(201);
    t.clock.advance(DAY + 60_000);
    const fresh = (await upload(t, owner.token, [await pngFile()])).json.images[0] as { id: string; url: string };
    const filesOf = (image: { url: string }) => files(t).filter((name) => name.startsWith(`${keyOf(image.url)}-`));
    expect(filesOf(orphan!)).toHaveLength(6);

    // Two instances cleaning at the same time: each row is deleted by exactly one of them.
    const storage = createDiskStorage(t.uploadsDir);
    const cutoff = new Date(t.clock().getTime() - DAY);
    const deleted = await Promise.all([
      deleteOrphanedUploads({ db: t.database.db, storage }, cutoff),
      deleteOrphanedUploads({ db: t.database.db, storage }, cutoff),
    ]);
    expect(deleted[0] + deleted[1]).toBe(2);

    const ids = (await t.database.db.selectFrom('carImages').select('id').execute()).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([attached!.id, fresh.id]));
    expect(ids).not.toContain(orphan!.id);
    expect(ids).not.toContain(orphan2!.id);
    expect(filesOf(orphan!)).toEqual([]);
    expect(filesOf(orphan2!)).toEqual([]);
    expect(filesOf(attached!)).toHaveLength(6);
    expect(filesOf(fresh)).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: new URL(orphan!.url).pathname })).statusCode).toBe(404);
  });

  it('are deleted by the periodic housekeeping of a running app', async () => {
    const periodic = await createTestApp({
      database: t.database,
      clock: t.clock,
      uploadsDir: t.uploadsDir,
      seed: false,
      housekeepingIntervalMs: 50,
      unattachedUploads: { ttlMs: 60_000 },
    });
    try {
      const image = (await upload(t, owner.token, [await pngFile()])).json.images[0] as { id: string; url: string };
      t.clock.advance(61_000);
      await vi.waitFor(
        async () => {
          const row = await t.database.db.selectFrom('carImages').select('id').where('id', '=', image.id).executeTakeFirst();
          expect(row).toBeUndefined();
        },
        { timeout: 5000, interval: 50 },
      );
      await vi.waitFor(() => expect(files(t).filter((name) => name.startsWith(`${keyOf(image.url)}-`))).toEqual([]));
    } finally {
      await periodic.close();
    }
  });
});

describe('concurrent decodes per process', () => {
  /** Polls sharp's own count of images being processed while `work` runs; returns the highest seen. */
  async function peakSharpTasks(work: Promise<unknown>): Promise<number> {
    let done = false;
    let peak = 0;
    void work.finally(() => {
      done = true;
    });
    while (!done) {
      peak = Math.max(peak, sharp.counters().process);
      await new Promise((r) => setTimeout(r, 1));
    }
    return peak;
  }

  it('decodes one image at a time with a limit of 1: parallel uploads wait their turn and all succeed', async () => {
    const t = await createTestApp({ seed: { cars: 2, images: false }, imageDecodeLimits: { concurrency: 1, maxQueue: 10 } });
    try {
      const { token } = await signInOwner(t.app, t.clock);
      const bodies = await Promise.all(Array.from({ length: 4 }, () => pngFile(1400, 1000)));
      const work = Promise.all(bodies.map((file) => upload(t, token, [file])));
      const peak = await peakSharpTasks(work);
      expect((await work).map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(peak).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('without that limit the same uploads do decode side by side (the measure above is meaningful)', async () => {
    const t = await createTestApp({ seed: { cars: 2, images: false }, imageDecodeLimits: { concurrency: 4, maxQueue: 10 } });
    try {
      const { token } = await signInOwner(t.app, t.clock);
      const bodies = await Promise.all(Array.from({ length: 4 }, () => pngFile(1400, 1000)));
      const work = Promise.all(bodies.map((file) => upload(t, token, [file])));
      expect(await peakSharpTasks(work)).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });

  it('refuses with 503 and Retry-After when the queue is full, storing nothing for the refused upload', async () => {
    const t = await createTestApp({ seed: { cars: 2, images: false }, imageDecodeLimits: { concurrency: 1, maxQueue: 0 } });
    try {
      const { token } = await signInOwner(t.app, t.clock);
      // Small files that take a while to decode: the second arrives while the first is decoding.
      const [a, b] = await Promise.all([pngFile(3000, 2000), pngFile(3000, 2000)]);
      const results = await Promise.all([upload(t, token, [a!]), upload(t, token, [b!])]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 503]);
      const refused = results.find((r) => r.status === 503)!;
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json).toEqual({ message: 'The server is busy processing images. Please try again in 5 seconds' });
      expect(files(t)).toHaveLength(6);
    } finally {
      await t.close();
    }
  });
});
