// The artifact store as a plain directory (default `.releases/`, served over HTTP by
// `pnpm releases:serve`). Conditional writes are atomic across processes: create-only is a
// hard link of a finished temp file (link fails if the name exists); replace-if-unchanged
// holds an exclusive lock file while it compares the etag and renames a temp file in place.
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, PreconditionFailedError, type ArtifactStore, type PutOptions } from './artifact-store';

export interface LocalStoreOptions {
  root: string;
  /** Base URL the directory is served at, e.g. http://localhost:3090 */
  publicBaseUrl: string;
  /** How long to wait for another writer's lock before giving up (ms). */
  lockTimeoutMs?: number;
  /** A lock older than this is left over by a crashed writer and is removed (ms). */
  staleLockMs?: number;
}

export function etagOf(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 32);
}

function isCode(error: unknown, code: string) {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createLocalStore({ root, publicBaseUrl, lockTimeoutMs = 5000, staleLockMs = 30_000 }: LocalStoreOptions): ArtifactStore {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  const tempBeside = (file: string) => path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);

  async function readObject(file: string) {
    try {
      const body = await readFile(file);
      return { body, etag: etagOf(body) };
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      throw error;
    }
  }

  async function withLock<T>(file: string, work: () => Promise<T>): Promise<T> {
    const lock = path.join(path.dirname(file), `.${path.basename(file)}.lock`);
    const deadline = Date.now() + lockTimeoutMs;
    for (;;) {
      try {
        const handle = await open(lock, 'wx');
        await handle.writeFile(`${process.pid}\n`);
        await handle.close();
        break;
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
        const age = await stat(lock).then(
          (info) => Date.now() - info.mtimeMs,
          () => 0,
        );
        if (age > staleLockMs) await rm(lock, { force: true });
        else if (Date.now() > deadline) throw new Error(`Timed out waiting for the lock on ${file}`);
        else await sleep(10 + Math.random() * 20);
      }
    }
    try {
      return await work();
    } finally {
      await rm(lock, { force: true });
    }
  }

  return {
    description: root,
    async get(key) {
      return readObject(fileOf(key));
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async put(key, data, options: PutOptions = {}) {
      const file = fileOf(key);
      const body = typeof data === 'string' ? Buffer.from(data) : data;
      await mkdir(path.dirname(file), { recursive: true });
      const temp = tempBeside(file);
      await writeFile(temp, body);
      try {
        if (options.ifNoneMatch === '*' && options.ifMatch === undefined) {
          try {
            await link(temp, file);
          } catch (error) {
            if (isCode(error, 'EEXIST')) throw new PreconditionFailedError(key, `${key} already exists`);
            throw error;
          }
          return etagOf(body);
        }
        if (options.ifMatch !== undefined) {
          return await withLock(file, async () => {
            const current = await readObject(file);
            if (!current || current.etag !== options.ifMatch) throw new PreconditionFailedError(key, `${key} changed since it was read`);
            await rename(temp, file);
            return etagOf(body);
          });
        }
        await rename(temp, file);
        return etagOf(body);
      } finally {
        await rm(temp, { force: true });
      }
    },
    async list(prefix) {
      const base = prefix.replace(/\/$/, '');
      const start = base ? fileOf(base) : root;
      const keys: string[] = [];
      async function walk(dir: string, keyPrefix: string) {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isCode(error, 'ENOENT') || isCode(error, 'ENOTDIR')) return;
          throw error;
        }
        for (const entry of entries) {
          if (entry.name.startsWith('.')) continue;
          const key = keyPrefix ? `${keyPrefix}/${entry.name}` : entry.name;
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
          else keys.push(key);
        }
      }
      await walk(start, base);
      return keys.sort();
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${publicBaseUrl.replace(/\/$/, '')}/${key}`;
    },
  };
}
