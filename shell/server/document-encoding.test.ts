import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { documentEncoding, encodeDocument, encodingStream } from './document-encoding.mjs';

describe('the server-rendered document is compressed', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(documentEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(documentEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(documentEncoding('deflate')).toBeNull();
    expect(documentEncoding(undefined)).toBeNull();
  });

  it('round-trips the document in each encoding, smaller', () => {
    const html = `<!doctype html><div id="root">${'<article class="card">Hyundai Creta ₹ 9.5 Lakh</article>'.repeat(200)}</div>`;
    const brotli = encodeDocument(html, 'br');
    const gzip = encodeDocument(html, 'gzip');
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(html);
    expect(zlib.gunzipSync(gzip).toString()).toBe(html);
    expect(brotli.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(encodeDocument(html, null).toString()).toBe(html);
  });

  it('streams a document chunk by chunk', async () => {
    const stream = encodingStream('gzip')!;
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => stream.on('end', resolve));
    stream.write('<html><body>');
    stream.end('</body></html>');
    await done;
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString()).toBe('<html><body></body></html>');
    expect(encodingStream(null)).toBeNull();
  });
});
