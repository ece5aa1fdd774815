// Promote and roll back: each is one compare-and-swap of the environment's composition, after
// the compatibility gate. --force goes past a failed gate and is written into the history.
import { findApp, isShell, SHELL_APP } from '../apps';
import { checkApi, checkComposition, checkRemoteAgainstShell, releaseLabel } from '../gate/compatibility';
import { readRelease } from '../release/publish-release';
import type { ReleaseRecord } from '../release/release-record';
import type { ArtifactStore } from '../store/artifact-store';
import {
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
    return [...checkComposition(record, remotes), ...api];
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
    },
    (current, entry) => ({
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

export async function promote(options: ChangeOptions & { version: string }): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  const read = await requireEnvironment(options.store, options.env);
  const record = await requireRelease(options.store, app.dir, options.version);
  if (read.composition.releases[app.dir]?.version === options.version) {
    throw new Error(`${app.dir} ${options.version} already runs on ${options.env}`);
  }
  return putVersion(options, read, record, 'promote');
}

/**
 * The app's versions in the environment as a stack: a promotion pushes, a rollback pops, so a
 * second rollback goes one further back rather than returning to what was just rolled back.
 */
export function versionStack(history: HistoryEntry[], app: string): string[] {
  const stack: string[] = [];
  for (const entry of history) {
    if (entry.app !== app || !entry.version) continue;
    if (entry.action === 'rollback') {
      stack.pop();
      if (stack.at(-1) !== entry.version) stack.push(entry.version);
    } else stack.push(entry.version);
  }
  return stack;
}

export async function rollback(options: ChangeOptions): Promise<EnvironmentComposition> {
  const app = findApp(options.app);
  const read = await requireEnvironment(options.store, options.env);
  const stack = versionStack(await readHistory(options.store, options.env), app.dir);
  const target = stack.at(-2);
  if (!target) throw new Error(`${options.env} has no earlier version of ${app.dir} to roll back to`);
  return putVersion(options, read, await requireRelease(options.store, app.dir, target), 'rollback');
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

export interface StatusLine {
  app: string;
  version: string;
  commit: string;
  since: string;
  revision: number;
  forced: boolean;
  manifestUrl?: string;
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
    }))
    .sort((a, b) => a.app.localeCompare(b.app));
  return { composition, lines };
}
