// Where image files live. Local disk today; an S3-compatible store can implement the same interface.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ImageStorage {
  /** Directory served at /uploads (local storage only). */
  readonly root: string;
  put(name: string, data: Buffer): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** Removes a file; a missing file is not an error (deletes may be retried). */
  delete(name: string): Promise<void>;
}

const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(jpg|webp)$/;

export function createDiskStorage(root: string): ImageStorage {
  let ready: Promise<unknown> | null = null;
  return {
    root,
    async put(name, data) {
      if (!SAFE_NAME.test(name)) throw new Error(`Refusing unsafe storage name ${name}`);
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
      if (!SAFE_NAME.test(name)) throw new Error(`Refusing unsafe storage name ${name}`);
      await rm(path.join(root, name), { force: true });
    },
    async exists(name) {
      if (!SAFE_NAME.test(name)) return false;
      return stat(path.join(root, name)).then(
        () => true,
        () => false,
      );
    },
  };
}
