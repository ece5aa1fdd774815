import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInOwner, type TestApp } from '../../test/test-app';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: { cars: 40, images: false } });
  ({ token, user: { id: userId } } = await signInOwner(t.app, t.clock));
});
afterAll(() => t.close());

function multipart(files: { name: string; type: string; data: Buffer }[], field = 'files') {
  const boundary = '----carmarket' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (files: { name: string; type: string; data: Buffer }[], withToken = true) =>
  call(t.app, { method: 'POST', url: '/api/v1/uploads', ...multipart(files), ...(withToken ? { token } : {}) });

const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } }).png().toBuffer();

describe('POST /api/v1/uploads', () => {
  it('stores re-encoded variants, serves them immutable with nosniff, and attaches them to a car', async () => {
    const res = await upload([{ name: 'car.png', type: 'image/png', data: await png(1600, 1000) }]);
    expect(res.status).toBe(201);
    const image = res.json.images[0];
    expect(image.width).toBe(1280);
    expect(image.thumbUrl).toMatch(/^http:\/\/localhost(:\d+)?\/uploads\/[a-z0-9-]+-320\.jpg$/);
    const served = await call(t.app, { method: 'GET', url: new URL(image.cardWebpUrl).pathname });
    expect(served.status).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.body ? Buffer.from(served.body, 'binary') : Buffer.alloc(0)).metadata().catch(() => null);
    expect(meta === null || meta.width === 640).toBe(true);

    const car = await call(t.app, {
      method: 'POST',
      url: '/api/v1/car/create-update',
      token,
      payload: { carId: null, userId, brand: 'Kia', model: 'Seltos', variant: 'HTX', fuelType: 'Petrol', transmission: 'Automatic', bodyType: 'SUV', ownership: '1st', manufacturingYear: 2022, carPrice: 1500000, kmDriven: 12000, seats: 5, addressCity: 'Pune', addressState: 'Maharashtra', addressLocality: 'Kothrud', carImages: [image.id, { url: image.url }] },
    });
    expect(car.status).toBe(201);
    expect(car.json.car.carImages).toHaveLength(1);
  });
  it('needs a token', async () => {
    expect((await upload([{ name: 'a.png', type: 'image/png', data: await png(10, 10) }], false)).status).toBe(401);
  });
  it('refuses a .png that is really a script', async () => {
    const res = await upload([{ name: 'evil.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>\n#!/bin/sh\nrm -rf /') }]);
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
    expect(['Image is too large (pixel limit)', 'The image could not be read']).toContain(res.json.message);
  });
  it('asks for files when none are sent', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v1/uploads', token, ...multipart([]) });
    expect(res.status).toBe(400);
    const json = await call(t.app, { method: 'POST', url: '/api/v1/uploads', token, payload: { files: [] } });
    expect(json.status).toBe(400);
  });
});
