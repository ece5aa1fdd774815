export function documentEncoding(acceptEncoding: string | undefined | null): 'br' | 'gzip' | null;
export function encodeDocument(html: string, encoding: 'br' | 'gzip' | null): Buffer;
export function encodingStream(encoding: 'br' | 'gzip' | null): import('node:zlib').BrotliCompress | import('node:zlib').Gzip | null;
