// Promote and roll back: each is one compare-and-swap of the environment's composition, after
// the compatibility gate. --force goes past a failed gate and is written into the history.
import { findApp, isShell, SHELL_APP } from '../apps';
import { checkApi, checkComposition, checkRemoteAgainstShell, releaseLabel } from '../gate/compatibility';
import { readRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import type { ArtifactStore } from '../store/artifact-store';
import type { CanaryHealthDecision, CanaryHealthOptions } from './canary-health';
import {
  type CanaryRelease,
  readHistory,
  requireEnvironment,
  updateEnvironment,
  type EnvironmentComposition,
  type HistoryEntry,
  type ReadEnvironment,
} from './environment';

export class PromotionRefusedError extends Error {
  readonly reasons: string[];
  constructor(env: string, what: string, reasons: string[]) {
    super(
      `Refused to put ${what} on ${env}:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}\n(--force goes past this and is recorded)`,
    );
    this.name = 'PromotionRefusedError';
    this.reasons = reasons;
  }
}

async function requireRelease(store: ArtifactStore, app: string, version: string): Promise<ReleaseRecord> {
  const record = await readRelease(store, app, version);
  if (!record) throw new Error(`${app} ${version} is not published: pnpm release ${app}, then promote the version it prints`);
  return record;
}

/** What the compatibility gate says about running `record` in the environment as it is. */
export async function gateForEnvironment(
  store: ArtifactStore,
  composition: EnvironmentComposition,
  record: ReleaseRecord,
): Promise<string[]> {
  const api = checkApi(composition, record);
  if (record.app === SHELL_APP) {
    const remotes = await Promise.all(
      Object.entries(composition.releases)
        .filter(([app]) => app !== SHELL_APP)
        .map(([app, running]) => requireRelease(store, app, running.version)),
    );
    // A canary runs under the shell too, for its share of visitors.
    const canaries = await Promise.all(
      Object.values(composition.canary ?? {}).map((canary) => requireRelease(store, canary.app, canary.version)),
    );
    return [...checkComposition(record, [...remotes, ...canaries]), ...api];
  }
  const shell = composition.releases[SHELL_APP];
  if (!shell)
    return [`${composition.environment} runs no released shell to check ${releaseLabel(record)} against: promote a shell first`, ...api];
  return [...checkRemoteAgainstShell(await requireRelease(store, SHELL_APP, shell.version), record), ...api];
}

export interface ChangeOptions {
  store: ArtifactStore;
  env: string;
  app: string;
  actor: string;
  force?: boolean;
  now?: Date;
}

async function putVersion(
  { store, actor, force = false, now }: ChangeOptions,
  read: ReadEnvironment,
  record: ReleaseRecord,
  action: 'promote' | 'rollback',
  health?: CanaryHealthDecision,
): Promise<EnvironmentComposition> {
  const { composition } = read;
  const reasons = await gateForEnvironment(store, composition, record);
  if (reasons.length > 0 && !force) throw new PromotionRefusedError(composition.environment, releaseLabel(record), reasons);
  const forced = reasons.length > 0;
  const app = findApp(record.app);
  return updateEnvironment(
    store,
    read,
    actor,
    {
      action,
      app: record.app,
      version: record.version,
      previousVersion: composition.releases[record.app]?.version ?? null,
      ...(forced ? { forced: true, overriddenChecks: reasons } : {}),
      ...(health ? { health } : {}),
    },
    (current, entry) => ({
      // A promotion or rollback of the app ends its canary (promoting the canary's version makes it the whole).
      canary: withoutCanary(current.canary, app.name),
      remotes: isShell(app)
        ? current.remotes
        : { ...current.remotes, [app.name]: store.publicUrl(`${app.dir}/${record.version}/mf-manifest.json`) },
      releases: {
        ...current.releases,
        [record.app]: {
          version: record.version,
          commit: record.commit,
          since: entry.at,
          revision: entry.revision,
          ...(forced ? { forced } : {}),
        },
      },
    }),
    now,
  );
}

function withoutCanary(canary: Record<string, CanaryRelease> | undefined, name: string): Record<string, CanaryRelease> {
  return Object.fromEntries(Object.entries(canary ?? {}).filter(([remote]) => remote !== name));
}

export async function promote(options: ChangeOptions & { version: string }): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  const read = await requireEnvironment(options.store, options.env);
  const record = await requireRelease(options.store, app.dir, options.version);
  if (read.composition.releases[app.dir]?.version === options.version) {
    throw new Error(`${app.dir} ${options.version} already runs on ${options.env}`);
  }
  const canary = read.composition.canary?.[app.name];
  if (canary && canary.version !== options.version) {
    throw new Error(
      `${app.dir} ${canary.version} runs as a canary on ${options.env} (${canary.percent} %): promote that version to make it the whole, or pnpm env:rollback ${options.env} ${app.dir} to drop it first`,
    );
  }
  return putVersion(options, read, record, 'promote');
}

/**
 * Gives `percent` of the environment's visitors another release of a remote, after the same gate
 * as a promotion; run again to change the percent. A shell canary is refused: the shell server
 * picks one shell release per request before any visitor cookie is read (docs/releasing.md).
 */
export async function startCanary(
  options: ChangeOptions & {
    version: string;
    percent: number;
    /** How release health judges it; absent: the canary keeps the options it had (none for a new one). */
    health?: CanaryHealthOptions | undefined;
  },
): Promise<EnvironmentComposition> {
  const { store, env, actor, force = false, now, version, percent } = options;
  const app = findApp(options.app);
  if (isShell(app)) throw new Error(`A canary of the shell is not supported: promote the shell (pnpm env:promote ${env} shell@${version})`);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100)
    throw new Error(`--percent is a whole number from 0 to 100, not ${percent}`);
  const read = await requireEnvironment(store, env);
  const { composition } = read;
  const stable = composition.releases[app.dir];
  if (!stable) throw new Error(`${app.dir} has no promoted release on ${env} to run a canary beside: promote one first`);
  if (stable.version === version) throw new Error(`${app.dir} ${version} already runs on ${env} for everyone`);
  const current = composition.canary?.[app.name];
  const health = options.health ?? current?.health;
  if (current?.version === version && current.percent === percent && options.health === undefined)
    throw new Error(`${app.dir} ${version} already runs as a canary on ${env} at ${percent} %`);
  if (current && current.version !== version) {
    throw new Error(`${app.dir} ${current.version} runs as a canary on ${env}: pnpm env:rollback ${env} ${app.dir} to drop it first`);
  }
  const record = await requireRelease(store, app.dir, version);
  const reasons = await gateForEnvironment(store, composition, record);
  if (reasons.length > 0 && !force) throw new PromotionRefusedError(env, `${releaseLabel(record)} as a canary`, reasons);
  const forced = reasons.length > 0;
  return updateEnvironment(
    store,
    read,
    actor,
    {
      action: 'canary',
      app: app.dir,
      version,
      previousVersion: current?.version ?? stable.version,
      percent,
      ...(forced ? { forced: true, overriddenChecks: reasons } : {}),
    },
    (latest, entry) => ({
      canary: {
        ...withoutCanary(latest.canary, app.name),
        [app.name]: {
          app: app.dir,
          version,
          commit: record.commit,
          remote: store.publicUrl(`${app.dir}/${version}/mf-manifest.json`),
          percent,
          since: current?.since ?? entry.at,
          revision: entry.revision,
          ...(forced ? { forced } : {}),
          ...(health ? { health } : {}),
        },
      },
    }),
    now,
  );
}

/** Ends the app's canary: every visitor gets the stable release again. */
async function dropCanary(
  options: ChangeOptions,
  read: ReadEnvironment,
  canary: CanaryRelease,
  health?: CanaryHealthDecision,
): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  return updateEnvironment(
    options.store,
    read,
    options.actor,
    {
      action: 'canary-drop',
      app: app.dir,
      version: read.composition.releases[app.dir]?.version,
      previousVersion: canary.version,
      ...(health ? { health } : {}),
    },
    (current) => ({ canary: withoutCanary(current.canary, app.name) }),
    options.now,
  );
}

/**
 * The app's versions in the environment as a stack: a promotion pushes, a rollback pops, so a
 * second rollback goes one further back rather than returning to what was just rolled back.
 */
export function versionStack(history: HistoryEntry[], app: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    // A canary never was the app's version here; promoting it is a 'promote' like any other.
    if (entry.app !== app || !entry.version || entry.action === 'canary' || entry.action === 'canary-drop') continue;
    if (entry.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== entry.version) stack.push(entry.version);
    } else stack.push(entry.version);
  }
  return stack;
}

/** Drops the app's canary when it has one; otherwise goes back to the version before. */
export async function rollback(options: ChangeOptions): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  const read = await requireEnvironment(options.store, options.env);
  const canary = read.composition.canary?.[app.name];
  if (canary) return dropCanary(options, read, canary);
  const stack = versionStack(await readHistory(options.store, options.env), app.dir);
  const target = stack.at(-2);
  if (!target) throw new Error(`${options.env} has no earlier version of ${app.dir} to roll back to`);
  return putVersion(options, read, await requireRelease(options.store, app.dir, target), 'rollback');
}

/**
 * Carries out release health's decision on a canary: drops it (`rollback`) or promotes it, with the
 * decision and its figures in the history entry. The compare-and-swap is against `read`, the
 * environment the decision was made on, so if anything changed since (another instance acted, a
 * person changed the percent) nothing is written and ConcurrentUpdateError says to decide again.
 * A promotion goes through the compatibility gate like any other and is never forced.
 */
export async function concludeCanary(
  options: Omit<ChangeOptions, 'force'> & { read: ReadEnvironment; version: string; decision: CanaryHealthDecision },
): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  const { read, version, decision } = options;
  const canary = read.composition.canary?.[app.name];
  if (!canary || canary.version !== version) {
    throw new Error(
      `${app.dir} ${version} does not run as a canary on ${read.composition.environment} (revision ${read.composition.revision})`,
    );
  }
  if (decision.action === 'rollback') return dropCanary(options, read, canary, decision);
  return putVersion(options, read, await requireRelease(options.store, app.dir, version), 'promote', decision);
}

/**
 * Points the environment to another API, or records that its API now serves other versions. Refused
 * when a release running there calls a version the API would no longer serve (unless forced).
 */
export async function setApi(
  options: Omit<ChangeOptions, 'app'> & { baseUrl?: string; versions?: string[] },
): Promise<EnvironmentComposition> {
  const { store, env, actor, force = false, now } = options;
  const read = await requireEnvironment(store, env);
  const current = read.composition;
  const api = { baseUrl: options.baseUrl ?? current.apiBaseUrl, versions: options.versions ?? current.apiVersions ?? [] };
  const running = await Promise.all(Object.entries(current.releases).map(([app, release]) => requireRelease(store, app, release.version)));
  const reasons = running.flatMap((record) => checkApi({ environment: env, apiBaseUrl: api.baseUrl, apiVersions: api.versions }, record));
  if (reasons.length > 0 && !force) throw new PromotionRefusedError(env, `the API ${api.baseUrl} (${api.versions.join(', ')})`, reasons);
  return updateEnvironment(
    store,
    read,
    actor,
    { action: 'set-api', api, ...(reasons.length > 0 ? { forced: true, overriddenChecks: reasons } : {}) },
    () => ({ apiBaseUrl: api.baseUrl, apiVersions: api.versions }),
    now,
  );
}

/**
 * Sets the share of page views that report real-user telemetry (0 stops it). Not gated: telemetry
 * changes no code a browser runs, only whether a page loads the reporter.
 */
export async function setTelemetry(
  options: Omit<ChangeOptions, 'app' | 'force'> & { sampleRate: number },
): Promise<EnvironmentComposition> {
  const { store, env, actor, now, sampleRate } = options;
  if (!Number.isFinite(sampleRate) || sampleRate < 0 || sampleRate > 1)
    throw new Error(`The sample rate is a share of page views from 0 to 1, not ${sampleRate}`);
  const read = await requireEnvironment(store, env);
  return updateEnvironment(
    store,
    read,
    actor,
    { action: 'set-telemetry', telemetry: { sampleRate } },
    () => ({ telemetry: { sampleRate } }),
    now,
  );
}

export interface StatusLine {
  app: string;
  version: string;
  commit: string;
  since: string;
  revision: number;
  forced: boolean;
  manifestUrl?: string;
  canary?: CanaryRelease;
}

export async function environmentStatus(
  store: ArtifactStore,
  env: string,
): Promise<{ composition: EnvironmentComposition; lines: StatusLine[] }> {
  const { composition } = await requireEnvironment(store, env);
  const lines = Object.entries(composition.releases)
    .map(([app, running]) => ({
      app,
      version: running.version,
      commit: running.commit,
      since: running.since,
      revision: running.revision,
      forced: Boolean(running.forced),
      manifestUrl: app === SHELL_APP ? undefined : composition.remotes[findApp(app).name],
      ...(composition.canary?.[findApp(app).name] ? { canary: composition.canary[findApp(app).name] } : {}),
    }))
    .sort((a, b) => a.app.localeCompare(b.app));
  return { composition, lines };
}
