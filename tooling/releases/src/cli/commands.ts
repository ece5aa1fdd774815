// What each CLI command does, apart from argument parsing and exit codes (cli/main.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findApp, RELEASE_APPS } from '../apps';
import { DEFAULT_STORE_PORT, REPO_ROOT, type StoreConfig } from '../config';
import { describeHealthOptions, parseHealthMargin, parsePositiveWhole, type CanaryHealthOptions } from '../environments/canary-health';
import { createEnvironment, readEnvironment, readHistory, type HistoryEntry } from '../environments/environment';
import { environmentStatus, promote, rollback, setApi, setTelemetry, startCanary } from '../environments/promotion';
import { listReleases } from '../release/publish-release';
import { apiVersionsServed } from '../release/release-record';
import { startStoreServer } from '../serve/store-server';
import type { ArtifactStore } from '../store/artifact-store';

export interface CommandContext {
  store: ArtifactStore;
  config: StoreConfig;
  actor: string;
  log: (line: string) => void;
}

export interface CommandOptions {
  'build-id'?: string;
  dist?: string;
  force?: boolean;
  env?: string;
  port?: string;
  'api-base-url'?: string;
  'api-version'?: string[];
  'allow-override-origin'?: string[];
  'remote-timeout-ms'?: string;
  json?: boolean;
  percent?: string;
  'auto-promote'?: boolean;
  'no-auto-promote'?: boolean;
  'window-minutes'?: string;
  'min-page-views'?: string;
  'error-rate-margin'?: string;
  'remote-failure-margin'?: string;
  'lcp-margin'?: string;
  'inp-margin'?: string;
  'sample-rate'?: string;
}

function usage(message: string): never {
  throw new Error(`${message}\nUsage: see docs/releasing.md`);
}

function parseTarget(target: string | undefined): { app: string; version: string } {
  const at = target?.indexOf('@') ?? -1;
  if (!target || at <= 0 || at === target.length - 1) usage('Name the release as <app>@<version>, e.g. mf-browse@0.1.0+56edb91');
  return { app: target.slice(0, at), version: target.slice(at + 1) };
}

/**
 * The release health flags of env:canary as the canary's options; undefined when none is given (a
 * canary run again keeps the options it had). A flag given replaces that one option only.
 */
export function healthOptionsFrom(options: CommandOptions, current: CanaryHealthOptions = {}): CanaryHealthOptions | undefined {
  if (options['auto-promote'] && options['no-auto-promote']) usage('Say --auto-promote or --no-auto-promote, not both');
  const given: CanaryHealthOptions = {
    ...(options['auto-promote'] ? { autoPromote: true } : {}),
    ...(options['no-auto-promote'] ? { autoPromote: false } : {}),
    ...(options['window-minutes'] !== undefined
      ? { windowMinutes: parsePositiveWhole('--window-minutes', options['window-minutes']) }
      : {}),
    ...(options['min-page-views'] !== undefined ? { minPageViews: parsePositiveWhole('--min-page-views', options['min-page-views']) } : {}),
    ...(options['error-rate-margin'] !== undefined
      ? { errorRate: parseHealthMargin('--error-rate-margin', options['error-rate-margin']) }
      : {}),
    ...(options['remote-failure-margin'] !== undefined
      ? { remoteFailureRate: parseHealthMargin('--remote-failure-margin', options['remote-failure-margin']) }
      : {}),
    ...(options['lcp-margin'] !== undefined ? { lcpP75: parseHealthMargin('--lcp-margin', options['lcp-margin']) } : {}),
    ...(options['inp-margin'] !== undefined ? { inpP75: parseHealthMargin('--inp-margin', options['inp-margin']) } : {}),
  };
  return Object.keys(given).length > 0 ? { ...current, ...given } : undefined;
}

/** '10 % of page views', 'no page view'. */
const describeSampleRate = (rate: number) => (rate > 0 ? `${+(rate * 100).toFixed(2)} % of page views` : 'no page view');

/** A history entry made by release health, in words: ' (release health: <reason>)'. */
const healthNote = (entry: HistoryEntry) => (entry.health ? ` (release health: ${entry.health.reason})` : '');

export async function runCommand(command: string, args: string[], options: CommandOptions, context: CommandContext): Promise<void> {
  const { store, actor, log } = context;
  switch (command) {
    case 'release': {
      if (!args[0])
        usage(`Name the app to release: ${new Intl.ListFormat('en', { type: 'disjunction' }).format(RELEASE_APPS.map((app) => app.dir))}`);
      // Loaded on demand: the TypeScript compiler it uses takes a second to load.
      const { releaseApp } = await import('../release/release-app');
      await releaseApp({ repoRoot: REPO_ROOT, store, app: args[0], distDir: options.dist, buildId: options['build-id'], log });
      return;
    }
    case 'release:list': {
      if (!args[0]) usage('Name the app whose releases to list');
      const app = findApp(args[0]);
      for (const record of await listReleases(store, app.dir)) {
        log(`${record.version}\tcommit ${record.commit}${record.dirty ? ' (uncommitted changes)' : ''}\tbuilt ${record.builtAt}`);
      }
      return;
    }
    case 'env:create': {
      const env = args[0] ?? usage('Name the environment to create');
      // Until each remote is promoted, the environment points where environments/local.json does.
      const local = JSON.parse(await readFile(path.join(REPO_ROOT, 'environments/local.json'), 'utf8')) as {
        apiBaseUrl: string;
        remotes: Record<string, string>;
        remoteTimeoutMs?: number;
      };
      const composition = await createEnvironment(
        store,
        env,
        {
          apiBaseUrl: options['api-base-url'] ?? local.apiBaseUrl,
          apiVersions: options['api-version'] ?? (await apiVersionsServed(REPO_ROOT)),
          remotes: local.remotes,
          remoteTimeoutMs: Number(options['remote-timeout-ms'] ?? local.remoteTimeoutMs ?? 8000),
          allowedOverrideOrigins: options['allow-override-origin'] ?? [],
        },
        actor,
      );
      log(
        `created ${env} (revision ${composition.revision}) in ${store.description}; API ${composition.apiBaseUrl} serving ${composition.apiVersions.join(', ')}`,
      );
      return;
    }
    case 'env:set-telemetry': {
      const env = args[0] ?? usage('Name the environment');
      const rate = options['sample-rate'];
      if (rate === undefined || !/^(0(\.\d+)?|1(\.0+)?)$/.test(rate.trim()))
        usage('Say what share of page views report: --sample-rate <0 to 1> (0.1 = one page view in ten; 0 = none)');
      const composition = await setTelemetry({ store, env, actor, sampleRate: Number(rate) });
      log(`${env} revision ${composition.revision}: telemetry from ${describeSampleRate(Number(rate))}`);
      return;
    }
    case 'env:set-api': {
      const env = args[0] ?? usage('Name the environment');
      if (!options['api-base-url'] && !options['api-version']) usage('Say what changed: --api-base-url <url> and/or --api-version <v>...');
      const composition = await setApi({
        store,
        env,
        actor,
        force: options.force,
        baseUrl: options['api-base-url'],
        versions: options['api-version'],
      });
      log(
        `${env} revision ${composition.revision}: API ${composition.apiBaseUrl} serving ${composition.apiVersions.join(', ')}${composition.lastChange.forced ? ' (forced past the compatibility gate)' : ''}`,
      );
      return;
    }
    case 'env:promote': {
      const env = args[0] ?? usage('Name the environment');
      const { app, version } = parseTarget(args[1]);
      const composition = await promote({ store, env, app, version, actor, force: options.force });
      const running = composition.releases[findApp(app).dir]!;
      log(
        `${env} revision ${composition.revision}: ${app} ${running.version}${running.forced ? ' (forced past the compatibility gate)' : ''}`,
      );
      return;
    }
    case 'env:canary': {
      const env = args[0] ?? usage('Name the environment');
      const { app, version } = parseTarget(args[1]);
      if (options.percent === undefined || !/^\d{1,3}$/.test(options.percent))
        usage('Say how many visitors get the canary: --percent <0-100>');
      const before = await readEnvironment(store, env);
      const health = healthOptionsFrom(options, before?.composition.canary?.[findApp(app).name]?.health);
      const composition = await startCanary({
        store,
        env,
        app,
        version,
        percent: Number(options.percent),
        actor,
        force: options.force,
        health,
      });
      const canary = composition.canary![findApp(app).name]!;
      log(
        `${env} revision ${composition.revision}: ${app} ${canary.version} as a canary for ${canary.percent} % of visitors${canary.forced ? ' (forced past the compatibility gate)' : ''}${canary.health ? `; release health: ${describeHealthOptions(canary.health)}` : ''}`,
      );
      return;
    }
    case 'env:rollback': {
      const env = args[0] ?? usage('Name the environment');
      const app = args[1] ?? usage('Name the app to roll back');
      const composition = await rollback({ store, env, app, actor, force: options.force });
      if (composition.lastChange.action === 'canary-drop') {
        log(
          `${env} revision ${composition.revision}: ${app} canary ${composition.lastChange.previousVersion} dropped, every visitor gets ${composition.releases[findApp(app).dir]!.version}`,
        );
      } else log(`${env} revision ${composition.revision}: ${app} rolled back to ${composition.releases[findApp(app).dir]!.version}`);
      return;
    }
    case 'env:status': {
      const env = args[0] ?? usage('Name the environment');
      const { composition, lines } = await environmentStatus(store, env);
      if (options.json) {
        log(JSON.stringify({ composition, lines }, null, 2));
        return;
      }
      log(
        `${env}: revision ${composition.revision}, changed ${composition.updatedAt} by ${composition.lastChange.actor}; API ${composition.apiBaseUrl} (${composition.apiVersions?.join(', ') ?? 'versions not declared'}); telemetry from ${describeSampleRate(composition.telemetry?.sampleRate ?? 0)}`,
      );
      if (lines.length === 0) log('  no released app runs here yet');
      for (const line of lines) {
        log(
          `  ${line.app.padEnd(10)} ${line.version.padEnd(24)} since ${line.since} (revision ${line.revision}) from commit ${line.commit}${line.forced ? ' FORCED' : ''}`,
        );
        if (line.canary) {
          log(
            `    canary   ${line.canary.version.padEnd(24)} for ${line.canary.percent} % of visitors since ${line.canary.since} (revision ${line.canary.revision}) from commit ${line.canary.commit}${line.canary.forced ? ' FORCED' : ''}`,
          );
          if (line.canary.health) log(`             release health: ${describeHealthOptions(line.canary.health)}`);
        }
      }
      return;
    }
    case 'env:history': {
      const env = args[0] ?? usage('Name the environment');
      for (const entry of await readHistory(store, env)) {
        const what =
          entry.action === 'create'
            ? 'created'
            : entry.action === 'set-api'
              ? `set-api ${entry.api?.baseUrl} serving ${entry.api?.versions.join(', ')}`
              : entry.action === 'set-telemetry'
                ? `set-telemetry ${describeSampleRate(entry.telemetry?.sampleRate ?? 0)}`
                : entry.action === 'canary'
                  ? `canary ${entry.app} ${entry.version} for ${entry.percent} % (stable ${entry.previousVersion})`
                  : entry.action === 'canary-drop'
                    ? `canary-drop ${entry.app} ${entry.previousVersion} (stable ${entry.version})`
                    : `${entry.action} ${entry.app} ${entry.previousVersion ?? '(none)'} -> ${entry.version}`;
        log(
          `${String(entry.revision).padStart(4)} ${entry.at} ${entry.actor}: ${what}${entry.forced ? ` FORCED past: ${entry.overriddenChecks?.join('; ')}` : ''}${healthNote(entry)}`,
        );
      }
      return;
    }
    case 'compat:check': {
      const { checkCurrentBuilds } = await import('../gate/compat-check');
      const reasons = await checkCurrentBuilds({ repoRoot: REPO_ROOT, store, env: options.env, log });
      if (reasons.length > 0) throw new Error(`Incompatible:\n${reasons.map((reason) => `  - ${reason}`).join('\n')}`);
      log('compatible');
      return;
    }
    case 'releases:serve': {
      if (context.config.s3)
        throw new Error(`The store is ${store.description}: its bucket (or CDN) serves it at ${context.config.publicBaseUrl}`);
      await startStoreServer({
        dir: context.config.dir,
        port: Number(options.port ?? (new URL(context.config.publicBaseUrl).port || DEFAULT_STORE_PORT)),
      });
      return;
    }
    default:
      usage(`Unknown command ${JSON.stringify(command)}`);
  }
}
