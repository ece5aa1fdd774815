// The releases CLI. Run through the root scripts:
//   pnpm release <app> [--build-id <id>] [--dist <built dist folder>]
//   pnpm release:list <app>
//   pnpm env:create <env> [--api-base-url <url>] [--api-version <v>]... [--allow-override-origin <url>]... [--remote-timeout-ms <ms>]
//   pnpm env:set-api <env> [--api-base-url <url>] [--api-version <v>]... [--force]
//   pnpm env:set-telemetry <env> --sample-rate <0-1>   (the share of page views that report real-user telemetry)
//   pnpm env:promote <env> <app>@<version> [--force]
//   pnpm env:canary <env> <app>@<version> --percent <0-100> [--force]
//        [--auto-promote | --no-auto-promote] [--window-minutes <n>] [--min-page-views <n>]
//        [--error-rate-margin <rate>,<percent>] [--remote-failure-margin <rate>,<percent>]
//        [--lcp-margin <ms>,<percent>] [--inp-margin <ms>,<percent>]   (release health, docs/releasing.md)
//   pnpm env:rollback <env> <app> [--force]   (drops the app's canary when it has one)
//   pnpm env:status <env>
//   pnpm env:history <env>
//   pnpm compat:check [--env <env>]
//   pnpm releases:serve [--port 3090]
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { openStore, REPO_ROOT, storeConfig } from '../config';
import { ConcurrentUpdateError } from '../environments/environment';
import { PromotionRefusedError } from '../environments/promotion';
import type { ArtifactStore } from '../store/artifact-store';
import { runCommand } from './commands';

function actor(): string {
  if (process.env.CARMARKET_ACTOR) return process.env.CARMARKET_ACTOR;
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (name) return name;
  } catch {
    // no git identity: fall back to the login name
  }
  return userInfo().username;
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'build-id': { type: 'string' },
    dist: { type: 'string' },
    force: { type: 'boolean', default: false },
    env: { type: 'string' },
    port: { type: 'string' },
    'api-base-url': { type: 'string' },
    'api-version': { type: 'string', multiple: true },
    'allow-override-origin': { type: 'string', multiple: true },
    'remote-timeout-ms': { type: 'string' },
    json: { type: 'boolean', default: false },
    percent: { type: 'string' },
    'auto-promote': { type: 'boolean' },
    'no-auto-promote': { type: 'boolean' },
    'window-minutes': { type: 'string' },
    'min-page-views': { type: 'string' },
    'error-rate-margin': { type: 'string' },
    'remote-failure-margin': { type: 'string' },
    'lcp-margin': { type: 'string' },
    'inp-margin': { type: 'string' },
    'sample-rate': { type: 'string' },
  },
});

const [command, ...args] = positionals;
let store: ArtifactStore | undefined;
try {
  const config = storeConfig();
  store = openStore(config);
  await runCommand(command ?? '', args, values, { store, config, actor: actor(), log: console.log });
  if (command !== 'releases:serve') store.close?.();
} catch (error) {
  store?.close?.();
  if (error instanceof ConcurrentUpdateError) {
    console.error(error.message);
    process.exit(75); // EX_TEMPFAIL: try again
  }
  console.error(error instanceof PromotionRefusedError || error instanceof Error ? error.message : String(error));
  process.exit(1);
}
