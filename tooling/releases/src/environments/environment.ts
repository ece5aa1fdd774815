// An environment is data in the store: environments/<env>/composition.json is what that
// environment's shell reads at run time (remote → manifest URL, API base URL, allowed override
// origins) plus which release of each app runs there, and environments/<env>/history/ keeps
// one create-only entry per revision. Every change is a compare-and-swap on composition.json:
// the writer names the version it read (etag), and the loser of a race is told to retry.
import { getJson, PreconditionFailedError, toJson, type ArtifactStore } from '../store/artifact-store';
import type { CanaryHealthDecision, CanaryHealthOptions } from './canary-health';

export interface RunningRelease {
  version: string;
  commit: string;
  /** When this version started running here. */
  since: string;
  /** The revision that put it here. */
  revision: number;
  forced?: boolean;
}

/**
 * A second release of a remote that a share of visitors get (pnpm env:canary). Keyed in the
 * composition by federation name, like `remotes`: the shell swaps `remote` in for visitors whose
 * bucket (0-99, a sticky cookie) is below `percent`.
 */
export interface CanaryRelease extends RunningRelease {
  app: string;
  /** The canary's manifest URL. */
  remote: string;
  /** Whole percent of visitors, 0-100. */
  percent: number;
  /** How the API's release health judges it (absent: the API's defaults; canary-health.ts). */
  health?: CanaryHealthOptions;
}

export type ChangeAction = 'create' | 'promote' | 'rollback' | 'set-api' | 'set-telemetry' | 'canary' | 'canary-drop';

export interface HistoryEntry {
  revision: number;
  at: string;
  actor: string;
  action: ChangeAction;
  app?: string;
  version?: string;
  previousVersion?: string | null;
  /** set-api: the API the environment points to from this revision on. */
  api?: { baseUrl: string; versions: string[] };
  /** set-telemetry: the share of page views that report real-user telemetry from this revision on. */
  telemetry?: TelemetrySettings;
  /** canary: the share of visitors the canary version gets from this revision on. */
  percent?: number;
  /** Promoted with --force past these failed checks. */
  forced?: boolean;
  overriddenChecks?: string[];
  /** Made by release health (actor 'release-health'): what it decided and the figures that decided it. */
  health?: CanaryHealthDecision;
}

export interface EnvironmentComposition {
  environment: string;
  revision: number;
  updatedAt: string;
  apiBaseUrl: string;
  /**
   * The API versions the API at apiBaseUrl serves ('v1' for /api/v1/...). The gate refuses a
   * release that calls another, and so does the shell at run time.
   */
  apiVersions: string[];
  remoteTimeoutMs: number;
  /** Federation name → manifest URL: the part the shell reads. */
  remotes: Record<string, string>;
  allowedOverrideOrigins: string[];
  /** App folder → the release running here (apps never promoted are absent). */
  releases: Record<string, RunningRelease>;
  /** Real-user telemetry (shell/src/telemetry): the share of page views that report, 0-1; none when absent. */
  telemetry?: TelemetrySettings;
  /** Federation name → a canary release of that remote (absent or empty: none). */
  canary?: Record<string, CanaryRelease>;
  lastChange: HistoryEntry;
}

/** What the shell's composition says of telemetry: the share of page views (0-1) that report. */
export interface TelemetrySettings {
  sampleRate: number;
}

export interface EnvironmentSettings {
  apiBaseUrl: string;
  apiVersions: string[];
  remoteTimeoutMs?: number;
  remotes: Record<string, string>;
  allowedOverrideOrigins?: string[];
}

const ENVIRONMENT_NAME = /^[a-z][a-z0-9-]{0,39}$/;

export function assertEnvironmentName(name: string) {
  if (!ENVIRONMENT_NAME.test(name)) throw new Error(`An environment name is lower-case letters, digits and '-': ${JSON.stringify(name)}`);
}

export const compositionKey = (env: string) => `environments/${env}/composition.json`;
export const historyKey = (env: string, revision: number) => `environments/${env}/history/${String(revision).padStart(6, '0')}.json`;

/** Another writer changed the environment between our read and our write. */
export class ConcurrentUpdateError extends Error {
  constructor(env: string, readRevision: number) {
    super(
      `${env} changed while this command ran (it read revision ${readRevision}, someone else wrote since). Nothing was changed: run the command again.`,
    );
    this.name = 'ConcurrentUpdateError';
  }
}

export class UnknownEnvironmentError extends Error {
  constructor(env: string) {
    super(`There is no environment ${env} in the store: create it with pnpm env:create ${env}`);
    this.name = 'UnknownEnvironmentError';
  }
}

export interface ReadEnvironment {
  composition: EnvironmentComposition;
  etag: string;
}

export async function readEnvironment(store: ArtifactStore, env: string): Promise<ReadEnvironment | null> {
  assertEnvironmentName(env);
  const read = await getJson<EnvironmentComposition>(store, compositionKey(env));
  return read ? { composition: read.value, etag: read.etag } : null;
}

const COMPOSITION_KEY = /^environments\/([^/]+)\/composition\.json$/;

/** The names of every environment in the store, sorted. */
export async function listEnvironments(store: ArtifactStore): Promise<string[]> {
  const keys = await store.list('environments/');
  return keys.flatMap((key) => COMPOSITION_KEY.exec(key)?.[1] ?? []).sort();
}

export async function requireEnvironment(store: ArtifactStore, env: string): Promise<ReadEnvironment> {
  const read = await readEnvironment(store, env);
  if (!read) throw new UnknownEnvironmentError(env);
  return read;
}

async function appendHistory(store: ArtifactStore, env: string, entry: HistoryEntry) {
  try {
    await store.put(historyKey(env, entry.revision), toJson(entry), { ifNoneMatch: '*', contentType: 'application/json' });
  } catch (error) {
    // Already written (a repair after a crash between the swap and this write).
    if (!(error instanceof PreconditionFailedError)) throw error;
  }
}

export async function createEnvironment(store: ArtifactStore, env: string, settings: EnvironmentSettings, actor: string, now = new Date()) {
  assertEnvironmentName(env);
  const at = now.toISOString();
  const lastChange: HistoryEntry = { revision: 1, at, actor, action: 'create' };
  const composition: EnvironmentComposition = {
    environment: env,
    revision: 1,
    updatedAt: at,
    apiBaseUrl: settings.apiBaseUrl,
    apiVersions: settings.apiVersions,
    remoteTimeoutMs: settings.remoteTimeoutMs ?? 8000,
    remotes: settings.remotes,
    allowedOverrideOrigins: settings.allowedOverrideOrigins ?? [],
    releases: {},
    lastChange,
  };
  try {
    await store.put(compositionKey(env), toJson(composition), { ifNoneMatch: '*', contentType: 'application/json' });
  } catch (error) {
    if (error instanceof PreconditionFailedError) throw new Error(`The environment ${env} exists already`);
    throw error;
  }
  await appendHistory(store, env, lastChange);
  return composition;
}

export type Change = Omit<HistoryEntry, 'revision' | 'at' | 'actor'>;

/**
 * Writes the next revision of an environment if it is still the one that was read.
 * @param change what the new revision does (becomes its history entry)
 * @param apply  the new composition from the one read (without revision bookkeeping)
 */
export async function updateEnvironment(
  store: ArtifactStore,
  read: ReadEnvironment,
  actor: string,
  change: Change,
  apply: (
    current: EnvironmentComposition,
    entry: HistoryEntry,
  ) => Partial<Pick<EnvironmentComposition, 'remotes' | 'releases' | 'apiBaseUrl' | 'apiVersions' | 'canary' | 'telemetry'>>,
  now = new Date(),
): Promise<EnvironmentComposition> {
  const current = read.composition;
  // A previous writer may have stopped between its swap and its history entry: complete it.
  await appendHistory(store, current.environment, current.lastChange);
  const entry: HistoryEntry = { ...change, revision: current.revision + 1, at: now.toISOString(), actor };
  const next: EnvironmentComposition = {
    ...current,
    ...apply(current, entry),
    revision: entry.revision,
    updatedAt: entry.at,
    lastChange: entry,
  };
  try {
    await store.put(compositionKey(current.environment), toJson(next), { ifMatch: read.etag, contentType: 'application/json' });
  } catch (error) {
    if (error instanceof PreconditionFailedError) throw new ConcurrentUpdateError(current.environment, current.revision);
    throw error;
  }
  await appendHistory(store, current.environment, entry);
  return next;
}

/** Every change of the environment, oldest first (including one not yet copied to history/). */
export async function readHistory(store: ArtifactStore, env: string): Promise<HistoryEntry[]> {
  assertEnvironmentName(env);
  const keys = await store.list(`environments/${env}/history/`);
  const entries = await Promise.all(keys.map(async (key) => (await getJson<HistoryEntry>(store, key))!.value));
  const current = await readEnvironment(store, env);
  if (current && !entries.some((entry) => entry.revision === current.composition.revision)) entries.push(current.composition.lastChange);
  return entries.sort((a, b) => a.revision - b.revision);
}
