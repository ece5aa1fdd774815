// Where the artifact store is and how browsers reach it, from the environment:
//   CARMARKET_RELEASES_STORE  local (default) or s3
//   local: CARMARKET_RELEASES_DIR  store directory (default <repo>/.releases)
//          CARMARKET_RELEASES_URL  public base URL of the store (default http://localhost:3090, `pnpm releases:serve`)
//   s3:    CARMARKET_RELEASES_S3_BUCKET, CARMARKET_RELEASES_S3_PUBLIC_BASE_URL (the bucket's public URL or a CDN),
//          CARMARKET_RELEASES_S3_ENDPOINT, _REGION, _ACCESS_KEY_ID, _SECRET_ACCESS_KEY, _FORCE_PATH_STYLE, _CHECKSUMS
//          (the same settings as the API's S3_* images, @carmarket/object-storage)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3ConfigFromEnv, type S3Config } from '@carmarket/object-storage';
import type { ArtifactStore } from './store/artifact-store';
import { createLocalStore } from './store/local-store';
import { createS3Store } from './store/s3-store';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_STORE_PORT = 3090;
export const RELEASES_S3_PREFIX = 'CARMARKET_RELEASES_S3_';

export interface StoreConfig {
  /** Local directory (the local store, and what `releases:serve` serves). */
  dir: string;
  publicBaseUrl: string;
  /** Set when CARMARKET_RELEASES_STORE=s3: the store is this bucket. */
  s3?: S3Config | undefined;
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const kind = env.CARMARKET_RELEASES_STORE?.trim() || 'local';
  const dir = path.resolve(env.CARMARKET_RELEASES_DIR ?? path.join(REPO_ROOT, '.releases'));
  if (kind === 's3') {
    const { config, problems } = s3ConfigFromEnv(env, RELEASES_S3_PREFIX);
    if (!config) {
      throw new Error(
        `CARMARKET_RELEASES_STORE=s3 needs its bucket settings: ${problems.join('; ') || `${RELEASES_S3_PREFIX}BUCKET is not set`}`,
      );
    }
    return { dir, publicBaseUrl: config.publicBaseUrl, s3: config };
  }
  if (kind !== 'local') throw new Error(`CARMARKET_RELEASES_STORE must be local or s3, not ${JSON.stringify(kind)}`);
  return { dir, publicBaseUrl: env.CARMARKET_RELEASES_URL ?? `http://localhost:${DEFAULT_STORE_PORT}` };
}

export function openStore(config: StoreConfig = storeConfig()): ArtifactStore {
  return config.s3 ? createS3Store(config.s3) : createLocalStore({ root: config.dir, publicBaseUrl: config.publicBaseUrl });
}
