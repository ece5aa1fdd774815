import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';
import { carBody as carBodyFor } from '../../test/car-bodies';
import { multipart, png, storedFiles, uploadKeyOf, type Upload } from '../../test/uploads';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 40, images: false } });
  ({
    token,
    user: { id: userId },
  } = await signInOwner(t.app, t.clock));
});
afterAll(() => t.close());

const upload = (files: Upload[], withToken = true) =>
  call(t.app, { method: 'POST', url: '/api/v1/uploads', ...multipart(files), ...(withToken ? { token } : {}) });

describe('POST /api/v1/uploads', () => {
  it('stores re-encoded variants, serves them immutable with nosniff, and attaches them to a car', async () => {
    const res = await upload([{ name: 'car.png', type: 'image/png', data: await png(1600, 1000) }]);
    expect(res.status).toBe(201);
    const image = res.json.images[0];
    expect(image.width).toBe(1280);
    expect(image.thumbUrl).toMatch(/^http:\/\/localhost(:\d+)?\/uploads\/[a-z0-9-]+-320\.jpg$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(image.cardWebpUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The card variant really is a 640 px WebP (read from the raw bytes, not a text-decoded body).
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(400);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: new URL(image.thumbUrl).pathname })).rawPayload).metadata();
    expect([thumb.format, thumb.width]).toEqual(['jpeg', 320]);

    const car = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: carBodyFor(userId, { carImages: [image.id, { url: image.url }] }),
    });
    expect(car.status).toBe(201);
    expect(car.json.car.carImages).toHaveLength(1);
  });
  it('needs a token', async () => {
    expect((await upload([{ name: 'a.png', type: 'image/png', data: await png(10, 10) }], false)).status).toBe(401);
  });
  it('refuses a .png that is really a script', async () => {
    const res = await upload([
      { name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>\n#!/bin/sh\nrm -rf /') },
    ]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Only JPEG and PNG images are allowed');
  });
  it('refuses other image types by content, whatever the name', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const res = await upload([{ name: 'photo.jpg', type: 'image/jpeg', data: gif }]);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Only JPEG and PNG images are allowed');
  });
  it('refuses files over 20 MB', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(20 * 1024 * 1024 + 10)]);
    const res = await upload([{ name: 'big.png', type: 'image/png', data: big }]);
    expect(res.status).toBe(413);
    expect(res.json.message).toBe('File too large (max 20 MB)');
  });
  it('refuses a small file declaring a huge pixel count', async () => {
    // A valid PNG header claiming 100000 x 100000 pixels: a few hundred bytes that would decode to 30 GB.
    const small = await png(1, 1);
    const huge = Buffer.from(small);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    const res = await upload([{ name: 'bomb.png', type: 'image/png', data: huge }]);
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^(Image is too large: at most 40 megapixels|The image could not be read)/);
  });
  it('asks for files when none are sent', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v1/uploads', token, ...multipart([]) });
    expect(res.status).toBe(400);
    const json = await call(t.app, { method: 'POST', url: '/api/v1/uploads', token, payload: { files: [] } });
    expect(json.status).toBe(400);
  });
});

const files = () => storedFiles(t.uploadsDir);

/** A PNG of random pixels: it barely compresses, so its size is about width x height x 3 bytes. */
const noisyPng = (w: number, h: number) =>
  sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();

describe('uploads: sizes and all-or-nothing', () => {
  it('accepts a valid image between 1 and 20 MB (the 1 MB JSON body limit does not apply)', async () => {
    const data = await noisyPng(1600, 1200);
    expect(data.length).toBeGreaterThan(1024 * 1024);
    expect(data.length).toBeLessThan(20 * 1024 * 1024);
    const res = await upload([{ name: 'big-but-fine.png', type: 'image/png', data }]);
    expect(res.status).toBe(201);
    expect(res.json.images[0].width).toBe(1280);
  });

  it('a batch with one bad file stores nothing, not even the good files before it', async () => {
    const before = files();
    const res = await upload([
      { name: 'good.png', type: 'image/png', data: await png(800, 600) },
      { name: 'good2.png', type: 'image/png', data: await png(640, 480) },
      { name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(res.status).toBe(400);
    expect(files()).toEqual(before);
  });

  it('removes the written files when the database insert fails', async () => {
    const before = files();
    const rowsBefore = await t.database.db.selectFrom('carImages').select('id').where('userId', '=', userId).execute();
    // A trigger makes the insert fail after the files were written.
    await sql`create function fail_car_images() returns trigger language plpgsql as $$ begin raise exception 'insert refused by test'; end $$`.execute(
      t.database.db,
    );
    await sql`create trigger fail_car_images before insert on car_images for each row execute function fail_car_images()`.execute(
      t.database.db,
    );
    try {
      const res = await upload([
        { name: 'a.png', type: 'image/png', data: await png(800, 600) },
        { name: 'b.png', type: 'image/png', data: await png(700, 500) },
      ]);
      expect(res.status).toBe(500);
      expect(res.json).toEqual({ message: 'Something went wrong' });
    } finally {
      await sql`drop trigger fail_car_images on car_images`.execute(t.database.db);
      await sql`drop function fail_car_images()`.execute(t.database.db);
    }
    expect(files()).toEqual(before);
    expect(await t.database.db.selectFrom('carImages').select('id').where('userId', '=', userId).execute()).toEqual(rowsBefore);
  });
});

describe('image files follow their cars', () => {
  const carBody = (carImages: string[], carId: string | null = null) => carBodyFor(userId, { carImages, carId });
  const keyOf = uploadKeyOf;
  const filesOf = (key: string) => files().filter((name) => name.startsWith(`${key}-`));

  it('replacing a picture removes its files; deleting the car removes the rest', async () => {
    const res = await upload([
      { name: 'a.png', type: 'image/png', data: await png(900, 600) },
      { name: 'b.png', type: 'image/png', data: await png(900, 600) },
    ]);
    expect(res.status).toBe(201);
    const [a, b] = res.json.images as { id: string; url: string }[];
    const [keyA, keyB] = [keyOf(a!.url), keyOf(b!.url)];
    expect(filesOf(keyA)).toHaveLength(6);
    expect(filesOf(keyB)).toHaveLength(6);

    const created = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', token, payload: carBody([a!.id, b!.id]) });
    expect(created.status).toBe(201);
    const carId = created.json.car.id;

    // A failed edit (an image that is not the user's) rolls back and keeps every file.
    const failed = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: carBody([b!.id, 'not-mine'], carId),
    });
    expect(failed.status).toBe(400);
    expect(filesOf(keyA)).toHaveLength(6);

    const edited = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', token, payload: carBody([b!.id], carId) });
    expect(edited.status).toBe(200);
    expect(edited.json.car.carImages.map((i: { id: string }) => i.id)).toEqual([b!.id]);
    expect(filesOf(keyA)).toEqual([]);
    expect(filesOf(keyB)).toHaveLength(6);
    expect((await t.app.inject({ method: 'GET', url: new URL(a!.url).pathname })).statusCode).toBe(404);

    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${carId}`, token })).status).toBe(200);
    expect(filesOf(keyB)).toEqual([]);
    expect(await t.database.db.selectFrom('carImages').select('id').where('id', 'in', [a!.id, b!.id]).execute()).toEqual([]);
  });

  it('keeps a file another image row still uses', async () => {
    const res = await upload([{ name: 'shared.png', type: 'image/png', data: await png(900, 600) }]);
    const image = res.json.images[0] as { id: string; url: string };
    const key = keyOf(image.url);
    const created = await call(t.app, { method: 'POST', url: '/api/v1/car/create-update', token, payload: carBody([image.id]) });
    // A second row on the same file (as the seed's shared pictures are).
    await t.database.db
      .insertInto('carImages')
      .values({
        id: `copy-${image.id}`,
        userId,
        carId: null,
        position: 0,
        storageKey: key,
        width: 1280,
        height: 853,
        createdAt: new Date(),
      })
      .execute();
    expect((await call(t.app, { method: 'DELETE', url: `/api/v1/cars/${created.json.car.id}`, token })).status).toBe(200);
    expect(filesOf(key)).toHaveLength(6);
  });
});
