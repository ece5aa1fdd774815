// The composition file says which remote version lives where in this environment. The
// shell reads it at start, so no remote URL is baked into the shell build.
import type { RemoteName } from '@carmarket/shared';
import { requestComposition } from './composition-request';

export const REMOTE_NAMES = ['mf_browse', 'mf_sell', 'mf_account', 'mf_auth'] as const satisfies readonly RemoteName[];

export interface Composition {
  environment: string;
  apiBaseUrl: string;
  /** The site's public origin for canonical and Open Graph URLs; the shell's own origin when absent. */
  publicOrigin?: string;
  /** The API versions the API serves (a released environment's; the release check reads it). */
  apiVersions?: string[];
  remoteTimeoutMs: number;
  remotes: Record<string, string>;
  allowedOverrideOrigins: string[];
  /** Present when the composition is a released environment's (pnpm env:promote): app → version. */
  releases?: Record<string, { version: string }>;
  /** Remote → a canary release for a share of visitors (pnpm env:canary; canary.ts resolves it). */
  canary?: Record<string, CanaryEntry>;
  /** Set by compositionForVisitor (canary.ts) for a visitor with a bucket: what it was given. */
  canaryAssignment?: CanaryAssignment;
  /** Real-user telemetry (shell/src/telemetry): the share of page views that report, 0-1; none when absent. */
  telemetry?: { sampleRate: number };
}

export interface CanaryEntry {
  /** The release folder, 'mf-browse'. */
  app: string;
  version: string;
  /** The canary release's manifest URL. */
  remote: string;
  /** Whole percent of visitors, 0-100. */
  percent: number;
}

/** Which release of each remote with a canary this visitor gets (shown on /__platform). */
export interface CanaryAssignment {
  bucket: number;
  remotes: Record<string, { canary: boolean; version: string | undefined }>;
}

// Checked by hand rather than with a zod schema: this runs in the start-up of every page, before
// anything renders, and zod (7 kB gzip) would be there only for these few fields.
class CompositionError extends Error {
  constructor(field: string, expected: string) {
    super(`The composition file's ${field} must be ${expected}`);
    this.name = 'CompositionError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function stringList(raw: unknown, field: string, check: (value: unknown) => boolean, expected: string): string[] {
  if (!Array.isArray(raw) || !raw.every(check)) throw new CompositionError(field, expected);
  return raw as string[];
}

function urlRecord(raw: unknown, field: string): Record<string, string> {
  if (!isRecord(raw) || !Object.values(raw).every(isUrl)) throw new CompositionError(field, 'an object of URLs');
  return raw as Record<string, string>;
}

function releasesOf(raw: unknown): Record<string, { version: string }> {
  const valid = isRecord(raw) && Object.values(raw).every((entry) => isRecord(entry) && typeof entry.version === 'string');
  if (!valid) throw new CompositionError('releases', 'an object of { version }');
  return Object.fromEntries(Object.entries(raw).map(([app, entry]) => [app, { version: (entry as { version: string }).version }]));
}

function canaryOf(raw: unknown): Record<string, CanaryEntry> {
  const valid =
    isRecord(raw) &&
    Object.entries(raw).every(
      ([name, entry]) =>
        (REMOTE_NAMES as readonly string[]).includes(name) &&
        isRecord(entry) &&
        typeof entry.app === 'string' &&
        typeof entry.version === 'string' &&
        isUrl(entry.remote) &&
        typeof entry.percent === 'number' &&
        Number.isInteger(entry.percent) &&
        entry.percent >= 0 &&
        entry.percent <= 100,
    );
  if (!valid) throw new CompositionError('canary', 'an object of remote → { app, version, remote (a URL), percent (0-100) }');
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => {
      const { app, version, remote, percent } = value as unknown as CanaryEntry;
      return [name, { app, version, remote, percent }];
    }),
  );
}

function telemetryOf(raw: unknown): { sampleRate: number } {
  const valid = isRecord(raw) && typeof raw.sampleRate === 'number' && raw.sampleRate >= 0 && raw.sampleRate <= 1;
  if (!valid) throw new CompositionError('telemetry', 'an object { sampleRate (0-1) }');
  return { sampleRate: raw.sampleRate as number };
}

function compositionOf(raw: unknown): Composition {
  if (!isRecord(raw)) throw new CompositionError('content', 'an object');
  const {
    environment = 'local',
    apiBaseUrl,
    publicOrigin,
    apiVersions,
    remoteTimeoutMs = 8000,
    remotes,
    allowedOverrideOrigins = [],
    releases,
    canary,
    telemetry,
  } = raw;
  if (typeof environment !== 'string') throw new CompositionError('environment', 'a string');
  if (!isUrl(apiBaseUrl)) throw new CompositionError('apiBaseUrl', 'a URL');
  if (publicOrigin !== undefined && !isUrl(publicOrigin)) throw new CompositionError('publicOrigin', 'a URL');
  if (typeof remoteTimeoutMs !== 'number' || !Number.isInteger(remoteTimeoutMs) || remoteTimeoutMs <= 0) {
    throw new CompositionError('remoteTimeoutMs', 'a positive whole number');
  }
  return {
    environment,
    apiBaseUrl,
    ...(publicOrigin === undefined ? {} : { publicOrigin }),
    ...(apiVersions === undefined
      ? {}
      : { apiVersions: stringList(apiVersions, 'apiVersions', (v) => typeof v === 'string', 'a list of strings') }),
    remoteTimeoutMs,
    remotes: urlRecord(remotes, 'remotes'),
    allowedOverrideOrigins: stringList(allowedOverrideOrigins, 'allowedOverrideOrigins', isUrl, 'a list of URLs'),
    ...(releases === undefined ? {} : { releases: releasesOf(releases) }),
    ...(canary === undefined ? {} : { canary: canaryOf(canary) }),
    ...(telemetry === undefined ? {} : { telemetry: telemetryOf(telemetry) }),
  };
}

export function parseComposition(raw: unknown): Composition {
  const composition = compositionOf(raw);
  for (const name of REMOTE_NAMES) {
    if (!composition.remotes[name]) throw new Error(`The composition file names no manifest for ${name}`);
  }
  return composition;
}

/** The environment's composition, from the request main.js started (see composition-request). */
export async function fetchComposition(): Promise<Composition> {
  return parseComposition(await requestComposition());
}

/** Origins a remote may be loaded from: the composition's own (canaries included) plus the staging allowlist. */
export function allowedRemoteOrigins(composition: Composition): Set<string> {
  return new Set([
    ...Object.values(composition.remotes).map((url) => new URL(url).origin),
    ...Object.values(composition.canary ?? {}).map((entry) => new URL(entry.remote).origin),
    ...composition.allowedOverrideOrigins.map((url) => new URL(url).origin),
  ]);
}
