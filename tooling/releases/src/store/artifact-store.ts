// Where releases and environment compositions live. The local default is a directory; an
// S3-compatible bucket implements the same interface: every write can be conditional, the
// way S3 (and R2, GCS, MinIO) do it with If-None-Match: * (create only) and If-Match: <etag>
// (replace only what was read), so immutability and compare-and-swap hold without a lock server.

export interface StoredObject {
  body: Buffer;
  /** Opaque version tag of the stored bytes: pass it back as `ifMatch` to replace exactly them. */
  etag: string;
}

export interface PutOptions {
  /** Create only: fail with PreconditionFailedError when the key exists ('*' as in HTTP). */
  ifNoneMatch?: '*';
  /** Replace only the version that was read: fail with PreconditionFailedError otherwise. */
  ifMatch?: string;
  contentType?: string;
}

export interface ArtifactStore {
  /** A human-readable name for messages ('/work/repo/.releases', 's3://bucket'). */
  readonly description: string;
  get(key: string): Promise<StoredObject | null>;
  /** Writes the object and returns its new etag. */
  put(key: string, body: Buffer | string, options?: PutOptions): Promise<string>;
  exists(key: string): Promise<boolean>;
  /** Every key under a prefix ('mf-browse/'), sorted. */
  list(prefix: string): Promise<string[]>;
  /** The URL a browser fetches the key from. */
  publicUrl(key: string): string;
  /** Releases connections (S3); a no-op for the directory. */
  close?(): void;
}

/** A conditional write lost: the key exists (create only) or changed since it was read. */
export class PreconditionFailedError extends Error {
  readonly key: string;
  constructor(key: string, message?: string) {
    super(message ?? `${key} changed or already exists`);
    this.name = 'PreconditionFailedError';
    this.key = key;
  }
}

const SAFE_KEY = /^[A-Za-z0-9_][A-Za-z0-9_.+@-]*(\/[A-Za-z0-9_][A-Za-z0-9_.+@-]*)*$/;

/** Keys are relative paths of safe segments: no '..', no absolute paths, no hidden files. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Refusing unsafe store key ${JSON.stringify(key)}`);
  }
}

export async function getJson<T>(store: ArtifactStore, key: string): Promise<{ value: T; etag: string } | null> {
  const object = await store.get(key);
  return object ? { value: JSON.parse(object.body.toString('utf8')) as T, etag: object.etag } : null;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
