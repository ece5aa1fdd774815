// Stands in for shell/src/platform/federation.ts in the monolith build (measurement only):
// the same API, but every "remote" module is bundled into the shell at build time and
// loaded with a plain dynamic import. No federation runtime, no manifests, no remoteEntry.
import type { Composition, REMOTE_NAMES } from '../../shell/src/platform/composition';
import type { RemoteOverrides } from '../../shell/src/platform/overrides';
import {
  setRemoteRecords,
  updateRemoteRecord as update,
  type LoadOptions,
  type SharedInUse,
} from '../../shell/src/platform/remote-records';
import { MONOLITH_EXPOSES } from './generated/exposes';

type RemoteName = (typeof REMOTE_NAMES)[number];

// The records and their types are the shell's own (federation.ts re-exports the same ones).
export * from '../../shell/src/platform/remote-records';

export function registerComposition(composition: Composition, _overrides: RemoteOverrides) {
  const names = Object.keys(composition.remotes) as RemoteName[];
  setRemoteRecords(names.map((name) => ({ name, manifestUrl: 'bundled into the monolith', overridden: false })));
}

export async function loadExposed(remote: RemoteName, exposed: string, _options: LoadOptions = {}): Promise<{ default: unknown }> {
  const load = MONOLITH_EXPOSES[`${remote}/${exposed}`];
  if (!load) throw new Error(`${remote}/${exposed} is not bundled into the monolith`);
  update(remote, { status: 'loading' });
  const module = await load();
  update(remote, { status: 'loaded' });
  return module;
}

/** Bundled modules are not fetched: nothing to time out or retry (the shell's server sets this). */
export function configureRemoteLoading(_options: { timeoutMs: number; attempts: number }) {}

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
