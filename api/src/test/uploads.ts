// Test helpers for the upload tests: multipart bodies and generated PNGs.
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
