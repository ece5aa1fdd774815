// Where the artifact store is and how browsers reach it, from the environment:
//   CARMARKET_RELEASES_DIR  local store directory (default <repo>/.releases)
//   CARMARKET_RELEASES_URL  public base URL of the store (default http://localhost:3090)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ArtifactStore } from './store/artifact-store';
import { createLocalStore } from './store/local-store';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_STORE_PORT = 3090;

export interface StoreConfig {
  dir: string;
  publicBaseUrl: string;
}

export function storeConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  return {
    dir: path.resolve(env.CARMARKET_RELEASES_DIR ?? path.join(REPO_ROOT, '.releases')),
    publicBaseUrl: env.CARMARKET_RELEASES_URL ?? `http://localhost:${DEFAULT_STORE_PORT}`,
  };
}

export function openStore(config: StoreConfig = storeConfig()): ArtifactStore {
  return createLocalStore({ root: config.dir, publicBaseUrl: config.publicBaseUrl });
}
