// The shell's own compatibility check. When the environment runs released apps (its composition
// comes from the release store and names `releases`), the shell reads its own release record
// (/release.json beside its index.html) and each remote's (release.json beside the manifest),
// and refuses to mount an exposed module whose release breaks the rules of the promotion gate:
// a changed contract, a shared singleton range the shell does not satisfy, another federation
// runtime, an API version the environment's API does not serve (the composition's apiVersions).
// A forced promotion then shows the slot's fallback instead of rendering wrongly.
import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@carmarket/shared';
import { apiIncompatibilities, releaseIncompatibilities, type CompatibilityRecord, type OfferedApi } from '@carmarket/shared/releases';
import type { Composition } from './composition';

export const SHELL_RELEASE_URL = '/release.json';

/** A remote whose release the shell must not mount; the message names every mismatch. */
export class IncompatibleReleaseError extends Error {
  readonly reasons: string[];
  constructor(reasons: string[]) {
    super(reasons.join('; '));
    this.name = 'IncompatibleReleaseError';
    this.reasons = reasons;
  }
}

export function releaseRecordUrl(manifestUrl: string): string {
  return new URL('release.json', manifestUrl).toString();
}

function isRecord(value: unknown): value is CompatibilityRecord {
  const record = value as Partial<CompatibilityRecord> | null;
  return Boolean(
    record &&
      typeof record.version === 'string' &&
      Array.isArray(record.exposes) &&
      Array.isArray(record.shared) &&
      record.federationRuntime,
  );
}

/** The release record at url, or null when there is none (a build not from the store). */
async function fetchRecord(url: string): Promise<CompatibilityRecord | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    const body: unknown = await response.json();
    return isRecord(body) ? body : null;
  } catch {
    return null;
  }
}

let shellRecord: Promise<CompatibilityRecord | null> = Promise.resolve(null);
const remoteRecords = new Map<RemoteName, Promise<CompatibilityRecord | null>>();
/** What the environment's API serves; null when the composition does not say (not checked). */
let offeredApi: OfferedApi | null = null;

/**
 * Starts fetching the release records (in parallel with everything else at start-up) when the
 * composition is a released environment's; otherwise every check passes without a request.
 */
export function startReleaseChecks(composition: Composition, manifestUrls: Partial<Record<RemoteName, string>>) {
  remoteRecords.clear();
  offeredApi = composition.apiVersions
    ? { environment: composition.environment, baseUrl: composition.apiBaseUrl, versions: composition.apiVersions }
    : null;
  if (!composition.releases) {
    shellRecord = Promise.resolve(null);
    return;
  }
  shellRecord = fetchRecord(SHELL_RELEASE_URL);
  for (const [name, manifestUrl] of Object.entries(manifestUrls) as Array<[RemoteName, string]>) {
    remoteRecords.set(name, fetchRecord(releaseRecordUrl(manifestUrl)));
  }
}

/** Why the shell must not mount remote/module (empty: mount it). */
export async function releaseIncompatibilitiesFor(remote: RemoteName, module: string): Promise<string[]> {
  const [shell, release] = await Promise.all([shellRecord, remoteRecords.get(remote) ?? Promise.resolve(null)]);
  // No record on either side: a build outside the release store (pnpm start, dev, an override).
  if (!shell || !release) return [];
  return [
    ...releaseIncompatibilities(shell, release, { satisfies: satisfy, modules: [module] }),
    ...(offeredApi ? apiIncompatibilities(release, offeredApi) : []),
  ];
}
