// Staging overrides: `?mf.override.browse=<manifest URL>` swaps one remote for this browser
// only, persisted in localStorage until reset, and only to an allowed origin.
import { browserStorage, writeStorageItem } from '@carmarket/shared';
import { allowedRemoteOrigins, REMOTE_NAMES, type Composition } from './composition';
import { OVERRIDES_STORAGE_KEY, readStoredOverrides, type RemoteOverrides } from './override-storage';

export { OVERRIDES_STORAGE_KEY, readStoredOverrides, type RemoteOverrides };

const PARAM_PREFIX = 'mf.override.';
export const RESET_PARAM = 'mf.override.reset';

function remoteNameFromAlias(alias: string) {
  const name = alias.startsWith('mf_') ? alias : `mf_${alias}`;
  return (REMOTE_NAMES as readonly string[]).includes(name) ? (name as (typeof REMOTE_NAMES)[number]) : null;
}

export interface OverrideResult {
  overrides: RemoteOverrides;
  rejected: string[];
}

/** Merges query-string overrides into the stored ones and drops any to a disallowed origin. */
export function resolveOverrides(
  search: string,
  composition: Composition,
  storage: Storage | undefined = browserStorage(),
): OverrideResult {
  const params = new URLSearchParams(search);
  let overrides: RemoteOverrides = params.has(RESET_PARAM) ? {} : storage ? readStoredOverrides(storage) : {};
  for (const [key, value] of params) {
    if (!key.startsWith(PARAM_PREFIX) || key === RESET_PARAM) continue;
    const name = remoteNameFromAlias(key.slice(PARAM_PREFIX.length));
    if (name) overrides = { ...overrides, [name]: value };
  }
  const allowed = allowedRemoteOrigins(composition);
  const rejected: string[] = [];
  const accepted: RemoteOverrides = {};
  for (const [name, url] of Object.entries(overrides) as Array<[keyof RemoteOverrides, string]>) {
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      origin = '';
    }
    if (origin && allowed.has(origin)) accepted[name] = url;
    else rejected.push(`${name}: ${url}`);
  }
  writeStorageItem(OVERRIDES_STORAGE_KEY, Object.keys(accepted).length > 0 ? JSON.stringify(accepted) : null, storage);
  return { overrides: accepted, rejected };
}

export function clearOverrides(storage: Storage | undefined = browserStorage()) {
  writeStorageItem(OVERRIDES_STORAGE_KEY, null, storage);
}

/** The query string without override parameters, so links and reloads stay clean. */
export function stripOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(PARAM_PREFIX)) params.delete(key);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
