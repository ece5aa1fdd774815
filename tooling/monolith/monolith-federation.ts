// Stands in for shell/src/platform/federation.ts in the monolith build (measurement only):
// the same API, but every "remote" module is bundled into the shell at build time and
// loaded with a plain dynamic import. No federation runtime, no manifests, no remoteEntry.
import type { Composition } from '../../shell/src/platform/composition';
import type { RemoteOverrides } from '../../shell/src/platform/overrides';
import { MONOLITH_EXPOSES } from './generated/exposes';

type RemoteName = 'mf_browse' | 'mf_sell' | 'mf_account' | 'mf_auth';
export type RemoteLoadStatus = 'registered' | 'loading' | 'loaded' | 'failed';

export interface RemoteRecord {
  name: RemoteName;
  manifestUrl: string;
  overridden: boolean;
  status: RemoteLoadStatus;
  error?: string;
}

export interface SharedInUse {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

export interface LoadOptions {
  attempts?: number;
  backoffMs?: number;
}

const records = new Map<RemoteName, RemoteRecord>();
const listeners = new Set<() => void>();
let snapshot: RemoteRecord[] = [];

function update(name: RemoteName, changes: Partial<RemoteRecord>) {
  const current = records.get(name);
  if (!current) return;
  records.set(name, { ...current, ...changes });
  snapshot = [...records.values()];
  listeners.forEach((listener) => listener());
}

export function subscribeRemoteRecords(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getRemoteRecords(): RemoteRecord[] {
  return snapshot;
}

export function registerComposition(composition: Composition, _overrides: RemoteOverrides) {
  for (const name of Object.keys(composition.remotes) as RemoteName[]) {
    records.set(name, { name, manifestUrl: 'bundled into the monolith', overridden: false, status: 'registered' });
  }
  snapshot = [...records.values()];
}

export async function loadExposed(remote: RemoteName, exposed: string, _options: LoadOptions = {}): Promise<{ default: unknown }> {
  const load = MONOLITH_EXPOSES[`${remote}/${exposed}`];
  if (!load) throw new Error(`${remote}/${exposed} is not bundled into the monolith`);
  update(remote, { status: 'loading' });
  const module = await load();
  update(remote, { status: 'loaded' });
  return module;
}

export function preloadExposed(remote: RemoteName, exposed: string) {
  void MONOLITH_EXPOSES[`${remote}/${exposed}`]?.();
}

export function getSharedInUse(): SharedInUse[] {
  return [];
}

/** Bundled modules are never fetched, so a failure is never one a retry in place could fix. */
export function isRetryableInPlace(_error: unknown): boolean {
  return false;
}
