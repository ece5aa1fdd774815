// Images on an S3-compatible bucket (a real S3 server, s3rver, started here): uploads land in the
// bucket with every variant, their URLs are under S3_PUBLIC_BASE_URL and fetchable there, deletes and
// the orphan clean-up remove the objects, and a second API instance on the same database and bucket
// serves an upload made on the first.
import { existsSync, readdirSync } from 'node:fs';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { createS3Client } from '@carmarket/object-storage/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';
import { carBody } from '../../test/car-bodies';
import { multipart, png } from '../../test/uploads';
import { createS3ImageStorage } from './image-storage';
import { deleteOrphanedUploads } from './unattached-uploads';

let s3: TestS3Server;
let bucket: S3Client;
let a: TestApp;
let b: TestApp;
let token: string;
let userId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = createS3Client(s3.config);
  a = await createTestApp({ s3: s3.config, seed: { cars: 10, images: false }, publicUrl: 'http://api-a.example' });
  b = await createTestApp({ s3: s3.config, database: a.database, seed: false, publicUrl: 'http://api-b.example' });
  ({
    token,
    user: { id: userId },
  } = await signInOwner(a.app, a.clock));
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  bucket?.destroy();
  await s3?.stop();
});

const upload = async (count = 1) => {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({ name: `${i}.png`, type: 'image/png', data: await png(1600, 1000) })),
  );
  return call(a.app, { method: 'POST', url: '/api/v1/uploads', token, ...multipart(files) });
};
const objectsOf = async (key: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${key}-` }))).Contents ?? []).map((o) => o.Key).sort();
const keyOf = (url: string) => new RegExp(`^${s3.config.publicBaseUrl}/([a-z0-9-]+)-1280\\.jpg$`).exec(url)![1]!;

describe('images on S3', () => {
  it('stores every variant in the bucket and answers URLs under S3_PUBLIC_BASE_URL that the bucket serves', async () => {
    const res = await upload();
    expect(res.status).toBe(201);
    const image = res.json.images[0];
    const key = keyOf(image.url);
    for (const url of [image.thumbUrl, image.cardUrl, image.galleryUrl, image.thumbWebpUrl, image.cardWebpUrl, image.galleryWebpUrl]) {
      expect(url.startsWith(`${s3.config.publicBaseUrl}/${key}-`)).toBe(true);
    }
    expect(await objectsOf(key)).toEqual([320, 640, 1280].flatMap((w) => [`${key}-${w}.jpg`, `${key}-${w}.webp`]).sort());
    const served = await fetch(image.cardWebpUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 400]);
    // Nothing on the API's disk, and the API does not serve /uploads at all.
    expect(existsSync(a.uploadsDir) ? readdirSync(a.uploadsDir) : []).toEqual([]);
    expect((await a.app.inject({ method: 'GET', url: `/uploads/${key}-640.webp` })).statusCode).toBe(404);
  });

  it('serves an upload made on instance A through instance B, then removes the objects when the car goes', async () => {
    const res = await upload();
    const image = res.json.images[0] as { id: string; url: string };
    const key = keyOf(image.url);
    const created = await call(a.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: carBody(userId, { carImages: [image.id] }),
    });
    expect(created.status).toBe(201);
    const carId = created.json.car.id as string;

    const onB = await call(b.app, { method: 'GET', url: `/api/v1/cars/${carId}` });
    expect(onB.status).toBe(200);
    const [fromB] = onB.json.car.carImages as { id: string; url: string; thumbWebpUrl: string }[];
    expect(fromB!.id).toBe(image.id);
    expect(fromB!.url).toBe(image.url);
    const served = await fetch(fromB!.thumbWebpUrl);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);

    // Deleted through B (the session made on A is valid there): B removes the objects A wrote.
    expect((await call(b.app, { method: 'DELETE', url: `/api/v1/cars/${carId}`, token })).status).toBe(200);
    expect(await objectsOf(key)).toEqual([]);
    expect((await fetch(image.url)).status).toBe(404);
  });

  it('the orphan clean-up deletes never-attached uploads and their objects', async () => {
    const res = await upload(2);
    const keys = (res.json.images as { url: string }[]).map((image) => keyOf(image.url));
    for (const key of keys) expect(await objectsOf(key)).toHaveLength(6);
    const storage = createS3ImageStorage(s3.config);
    try {
      const deleted = await deleteOrphanedUploads({ db: a.database.db, storage }, new Date(a.clock().getTime() + 1000));
      expect(deleted).toBeGreaterThanOrEqual(2);
    } finally {
      storage.close();
    }
    for (const key of keys) expect(await objectsOf(key)).toEqual([]);
  });
});
