// Where image files live: a local directory served by the API at /uploads (the embedded default), or
// an S3-compatible bucket whose objects are public at its own URL or a CDN's (S3_* settings,
// @carmarket/object-storage). Every image URL in a response starts with imageBaseUrl().
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Config } from '@carmarket/object-storage';

export interface ImageStorage {
  /** 'disk /path' or 's3://bucket', for logs. */
  readonly description: string;
  /** Directory the API serves at /uploads; null when the files are elsewhere (S3). */
  readonly localRoot: string | null;
  /** Base URL the files are public at; null = the API's own `${PUBLIC_URL}/uploads`. */
  readonly publicBaseUrl: string | null;
  put(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Removes a file; a missing file is not an error (deletes may be retried). */
  delete(name: string): Promise<void>;
  close(): void;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|webp)$/;
const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', webp: 'image/webp' };
/** Names are never reused (a new upload gets a new key), so a file never changes. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`Refusing unsafe storage name ${name}`);
}

/** The base every image URL starts with: the bucket's public URL, or the API's /uploads. */
export function imageBaseUrl(storage: ImageStorage, apiPublicUrl: string): string {
  return storage.publicBaseUrl ?? `${apiPublicUrl}/uploads`;
}

export function createDiskStorage(root: string): ImageStorage {
  let ready: Promise<unknown> | null = null;
  return {
    description: `disk ${root}`,
    localRoot: root,
    publicBaseUrl: null,
    async put(name, data) {
      assertSafeName(name);
      ready ??= mkdir(root, { recursive: true });
      await ready;
      // Written aside and renamed: a crash never leaves a truncated file under the final name
      // (the seed skips pictures that exist). Dot files are never served.
      const temp = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, data);
        await rename(temp, path.join(root, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(name) {
      assertSafeName(name);
      await rm(path.join(root, name), { force: true });
    },
    async exists(name) {
      if (!SAFE_NAME.test(name)) return false;
      return stat(path.join(root, name)).then(
        () => true,
        () => false,
      );
    },
    close() {},
  };
}

/**
 * Files as objects at the root of a bucket (one PutObject is atomic: readers see the whole object
 * or none). The bucket (or the CDN in front of it) must serve them publicly at config.publicBaseUrl.
 * The AWS SDK is loaded on first use: a disk-only API never pays its half second of start-up.
 */
export function createS3ImageStorage(config: S3Config): ImageStorage {
  const Bucket = config.bucket;
  const loaded = (async () => {
    const [sdk, client] = await Promise.all([import('@aws-sdk/client-s3'), import('@carmarket/object-storage/client')]);
    return { sdk, client, s3: client.createS3Client(config) };
  })();
  // Unhandled until first use otherwise; the error is raised again by the call that needs the SDK.
  loaded.catch(() => undefined);
  return {
    description: `s3://${Bucket}`,
    localRoot: null,
    publicBaseUrl: config.publicBaseUrl,
    async put(name, data) {
      assertSafeName(name);
      const { sdk, s3 } = await loaded;
      const extension = name.slice(name.lastIndexOf('.') + 1);
      await s3.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: name,
          Body: data,
          ContentType: CONTENT_TYPES[extension],
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    },
    async delete(name) {
      assertSafeName(name);
      const { sdk, s3 } = await loaded;
      // S3 answers 204 for a missing key too.
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },
    async exists(name) {
      if (!SAFE_NAME.test(name)) return false;
      const { sdk, client, s3 } = await loaded;
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (client.isS3NotFound(error)) return false;
        throw error;
      }
    },
    close() {
      void loaded.then(({ s3 }) => s3.destroy()).catch(() => undefined);
    },
  };
}

/** S3 when configured, else the local directory. */
export function createImageStorage(options: { uploadsDir: string; s3?: S3Config | null | undefined }): ImageStorage {
  return options.s3 ? createS3ImageStorage(options.s3) : createDiskStorage(options.uploadsDir);
}
