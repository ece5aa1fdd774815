// Compression of the server-rendered document (issue 15 point 6, LCP): a listing page is ~150 kB
// of HTML (24 cards, their styles and the data handed to the browser), ~20 kB compressed; on a
// slow phone network the uncompressed document alone costs most of a second before the first
// paint. Static files are pre-compressed at build time; a rendered document is compressed per
// request, at brotli quality 5 / gzip level 6 (a few milliseconds for 150 kB).
import zlib from 'node:zlib';

const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

/** The encoding to answer with for an Accept-Encoding header: 'br', 'gzip' or null (identity). */
export function documentEncoding(acceptEncoding) {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
        return [name.trim().toLowerCase(), q ? Number(q.slice(2)) : 1];
      }),
  );
  for (const encoding of ['br', 'gzip']) if ((accepted.get(encoding) ?? 0) > 0) return encoding;
  return null;
}

/** The document's bytes in `encoding` (null: as they are). */
export function encodeDocument(html, encoding) {
  if (encoding === 'br') return zlib.brotliCompressSync(html, BROTLI_OPTIONS);
  if (encoding === 'gzip') return zlib.gzipSync(html, GZIP_OPTIONS);
  return Buffer.from(html);
}

/** A compressing stream for a streamed document (flush after each chunk React writes). */
export function encodingStream(encoding) {
  if (encoding === 'br') return zlib.createBrotliCompress({ ...BROTLI_OPTIONS, flush: zlib.constants.BROTLI_OPERATION_FLUSH });
  if (encoding === 'gzip') return zlib.createGzip({ ...GZIP_OPTIONS, flush: zlib.constants.Z_SYNC_FLUSH });
  return null;
}
