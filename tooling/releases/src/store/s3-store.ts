// The artifact store on an S3-compatible bucket. Create-only and compare-and-swap are S3's own
// conditional writes (PutObject with If-None-Match: * / If-Match: <etag>, supported by AWS S3 since
// 2024 and by R2, MinIO and GCS's XML API): a lost condition is PreconditionFailedError, so publishing
// and promotion behave exactly as on the local directory. Objects carry the platform cache policy
// (scripts/cache-policy.mjs) and a content type, since the bucket (or its CDN) serves them to browsers.
import path from 'node:path';
import type { S3Config } from '@carmarket/object-storage';
import { cacheControl } from '../../../../scripts/cache-policy.mjs';
import { assertSafeKey, PreconditionFailedError, type ArtifactStore, type PutOptions } from './artifact-store';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.posix.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/** The AWS SDK is loaded on first use, so commands on the local store do not pay for it. */
async function loadS3(config: S3Config) {
  const [sdk, client] = await Promise.all([import('@aws-sdk/client-s3'), import('@carmarket/object-storage/client')]);
  return { ...sdk, ...client, s3: client.createS3Client(config) };
}

/** Each path segment of the key encoded (`+` in versions becomes %2B). */
function publicObjectUrl(publicBaseUrl: string, key: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

export function createS3Store(config: S3Config): ArtifactStore {
  const loaded = loadS3(config);
  loaded.catch(() => undefined);
  const Bucket = config.bucket;
  return {
    description: `s3://${Bucket}`,
    async get(key) {
      assertSafeKey(key);
      const { s3, GetObjectCommand, isS3NotFound } = await loaded;
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
        return { body: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag! };
      } catch (error) {
        if (isS3NotFound(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      assertSafeKey(key);
      const { s3, HeadObjectCommand, isS3NotFound } = await loaded;
      try {
        await s3.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isS3NotFound(error)) return false;
        throw error;
      }
    },
    async put(key, data, options: PutOptions = {}) {
      assertSafeKey(key);
      const { s3, PutObjectCommand, isS3NotFound, isS3PreconditionFailed } = await loaded;
      try {
        const written = await s3.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: typeof data === 'string' ? Buffer.from(data) : data,
            ContentType: options.contentType ?? contentTypeOf(key),
            CacheControl: cacheControl(key),
            ...(options.ifNoneMatch ? { IfNoneMatch: options.ifNoneMatch } : {}),
            ...(options.ifMatch !== undefined ? { IfMatch: options.ifMatch } : {}),
          }),
        );
        return written.ETag!;
      } catch (error) {
        if (isS3PreconditionFailed(error)) {
          throw new PreconditionFailedError(
            key,
            options.ifMatch !== undefined ? `${key} changed since it was read` : `${key} already exists`,
          );
        }
        // If-Match on a key deleted since it was read: it changed too.
        if (options.ifMatch !== undefined && isS3NotFound(error))
          throw new PreconditionFailedError(key, `${key} changed since it was read`);
        throw error;
      }
    },
    async list(prefix) {
      const { s3, ListObjectsV2Command } = await loaded;
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
    publicUrl(key) {
      assertSafeKey(key);
      return publicObjectUrl(config.publicBaseUrl, key);
    },
    close() {
      void loaded.then(({ s3 }) => s3.destroy()).catch(() => undefined);
    },
  };
}
