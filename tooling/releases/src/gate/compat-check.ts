// `pnpm compat:check`: the compatibility gate in CI. Checks the remotes built in this checkout
// (<app>/dist, or with --env the remotes that environment runs, canaries included) against the shell built here, and
// the API versions they call against this checkout's API (with --env: the shell's against that
// environment's API).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findApp, RELEASE_APPS, SHELL_APP } from '../apps';
import { requireEnvironment } from '../environments/environment';
import { readContractFingerprints } from '../release/contract-fingerprints';
import { readRelease } from '../release/publish-release';
import { apiVersionsServed, buildReleaseRecord, type ReleaseRecord } from '../release/release-record';
import { gitState } from '../release/release-version';
import type { ArtifactStore } from '../store/artifact-store';
import { checkApi, checkComposition } from './compatibility';

export interface CompatCheckOptions {
  repoRoot: string;
  store: ArtifactStore;
  env?: string;
  log?: (line: string) => void;
}

async function recordOfBuild(repoRoot: string, appDir: string): Promise<ReleaseRecord> {
  const distDir = path.join(repoRoot, appDir, 'dist');
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    throw new Error(`${appDir} is not built (no ${appDir}/dist/mf-manifest.json): run pnpm build first`);
  const { commit, dirty } = gitState(repoRoot, appDir);
  return buildReleaseRecord({
    repoRoot,
    app: findApp(appDir),
    distDir,
    version: 'this checkout',
    commit,
    dirty,
    builtAt: new Date().toISOString(),
    contracts: readContractFingerprints(repoRoot),
  });
}

export async function checkCurrentBuilds({ repoRoot, store, env, log = console.log }: CompatCheckOptions): Promise<string[]> {
  const shell = await recordOfBuild(repoRoot, SHELL_APP);
  let remotes: ReleaseRecord[];
  let api: string[];
  if (env) {
    const { composition } = await requireEnvironment(store, env);
    api = checkApi(composition, shell);
    remotes = [];
    for (const [app, running] of Object.entries(composition.releases)) {
      if (app === SHELL_APP) continue;
      const record = await readRelease(store, app, running.version);
      if (!record) throw new Error(`${env} runs ${app} ${running.version}, which is not in the store`);
      remotes.push(record);
    }
    // A canary runs under the shell for its share of visitors: checked like the rest.
    for (const canary of Object.values(composition.canary ?? {})) {
      const record = await readRelease(store, canary.app, canary.version);
      if (!record) throw new Error(`${env} runs ${canary.app} ${canary.version} as a canary, which is not in the store`);
      remotes.push(record);
    }
  } else {
    remotes = await Promise.all(RELEASE_APPS.filter((app) => app.dir !== SHELL_APP).map((app) => recordOfBuild(repoRoot, app.dir)));
    const served = { environment: 'this checkout', apiBaseUrl: 'api/src', apiVersions: await apiVersionsServed(repoRoot) };
    api = [shell, ...remotes].flatMap((record) => checkApi(served, record));
  }
  log(`checking ${remotes.map((remote) => `${remote.app} ${remote.version}`).join(', ')} against the shell built here`);
  return [...checkComposition(shell, remotes), ...api];
}
