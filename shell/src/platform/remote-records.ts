// Each remote's load status for /__platform, kept apart from federation.ts so the monolith
// build's stand-in (tooling/monolith/monolith-federation.ts) keeps the very same records.
import type { RemoteName } from '@carmarket/shared';

export type RemoteLoadStatus = 'registered' | 'loading' | 'loaded' | 'failed' | 'incompatible';

export interface RemoteRecord {
  name: RemoteName;
  manifestUrl: string;
  overridden: boolean;
  status: RemoteLoadStatus;
  error?: string;
}

export interface LoadOptions {
  attempts?: number;
  backoffMs?: number;
}

export interface SharedInUse {
  name: string;
  version: string;
  from: string;
  loaded: boolean;
}

const records = new Map<RemoteName, RemoteRecord>();
const listeners = new Set<() => void>();
let snapshot: RemoteRecord[] = [];

function publish() {
  snapshot = [...records.values()];
  listeners.forEach((listener) => listener());
}

/** Records (or replaces) the remotes of a composition, all 'registered'. */
export function setRemoteRecords(registered: ReadonlyArray<Omit<RemoteRecord, 'status'>>) {
  for (const record of registered) records.set(record.name, { ...record, status: 'registered' });
  publish();
}

export function remoteRecord(name: RemoteName): RemoteRecord | undefined {
  return records.get(name);
}

export function updateRemoteRecord(name: RemoteName, changes: Partial<RemoteRecord>) {
  const current = records.get(name);
  if (!current) return;
  records.set(name, { ...current, ...changes });
  publish();
}

export function subscribeRemoteRecords(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stable snapshot for useSyncExternalStore: a new array only when something changed. */
export function getRemoteRecords(): RemoteRecord[] {
  return snapshot;
}
