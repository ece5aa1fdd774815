// Building upload requests in tests: a multipart body of image files, and a plain PNG of a given size.
import sharp from 'sharp';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

export function multipartBody(files: UploadFile[], field = 'files') {
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

export const pngImage = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
