// Test helpers for the upload and car tests: multipart bodies, generated PNGs, and the body of a
// car-create call that lists uploaded images.
import { readdirSync } from 'node:fs';
import sharp from 'sharp';

export type Upload = { name: string; type: string; data: Buffer };

/** A multipart/form-data body with every file under `field`, ready for app.inject. */
export function multipart(files: Upload[], field = 'files') {
  const boundary = '----carmarket' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A plain-colour PNG of w x h pixels. */
export const png = (w: number, h: number, background = '#3366cc') =>
  sharp({ create: { width: w, height: h, channels: 3, background } })
    .png()
    .toBuffer();

export const pngFile = async (w = 800, h = 600): Promise<Upload> => ({ name: 'car.png', type: 'image/png', data: await png(w, h) });

/** The files in an uploads folder (no dot files), sorted. */
export const storedFiles = (uploadsDir: string) =>
  readdirSync(uploadsDir)
    .filter((name) => !name.startsWith('.'))
    .sort();

/** The storage key of an uploaded image from its 1280 px URL. */
export const uploadKeyOf = (url: string) => /\/uploads\/(.+)-1280\.jpg$/.exec(url)![1]!;

/** A valid car-create body for `userId` with the given uploaded images. */
export const carBody = (userId: string, carImages: string[], carId: string | null = null) => ({
  carId,
  userId,
  brand: 'Honda',
  model: 'City',
  variant: 'ZX',
  fuelType: 'Petrol',
  transmission: 'Manual',
  bodyType: 'Sedan',
  ownership: '1st',
  manufacturingYear: 2020,
  carPrice: 900000,
  kmDriven: 30000,
  seats: 5,
  addressCity: 'Pune',
  addressState: 'Maharashtra',
  addressLocality: 'Kothrud',
  carImages,
});
