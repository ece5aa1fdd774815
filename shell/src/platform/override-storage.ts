// Where staging overrides persist. Kept apart from overrides.ts (which needs the composition
// schema and so zod) because main.js reads it before the bootstrap boundary.
import type { RemoteName } from '@carmarket/shared';

export const OVERRIDES_STORAGE_KEY = 'mf.overrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

export function readStoredOverrides(storage: Storage = localStorage): RemoteOverrides {
  try {
    const parsed = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as RemoteOverrides) : {};
  } catch {
    return {};
  }
}
