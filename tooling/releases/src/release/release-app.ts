// `pnpm release <app>`: builds one app into a scratch folder with the repository's build script
// (under the machine-wide heavy-build lock), records it and publishes it to the store.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findApp } from '../apps';
import type { ArtifactStore } from '../store/artifact-store';
import { readContractFingerprints } from './contract-fingerprints';
import { isPublished, publishRelease, ReleaseExistsError } from './publish-release';
import { buildReleaseRecord, type ReleaseRecord } from './release-record';
import { gitState, releaseVersion } from './release-version';

export const HEAVY_LOCK = '/tmp/carmarket-heavy.lock';

export interface ReleaseOptions {
  repoRoot: string;
  store: ArtifactStore;
  app: string;
  /** Publish this existing build instead of building (CI that has just built). */
  distDir?: string;
  buildId?: string;
  log?: (line: string) => void;
}

function hasFlock(): boolean {
  return spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Runs scripts/build-apps.mjs for one app into outDir, stamped with the release version. */
export function buildApp(repoRoot: string, appDir: string, outDir: string, version: string): void {
  const build = [process.execPath, path.join(repoRoot, 'scripts/build-apps.mjs'), '--only', appDir];
  // Whoever already holds the lock (an e2e run that releases) says so, to avoid waiting on itself.
  const locked = hasFlock() && process.env.CARMARKET_HEAVY_LOCK_HELD !== '1';
  const [command, ...args] = locked ? ['flock', HEAVY_LOCK, ...build] : build;
  const result = spawnSync(command!, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CARMARKET_OUT_DIR: outDir, CARMARKET_APP_VERSION: version, CARMARKET_STANDALONE: '' },
  });
  if (result.status !== 0) throw new Error(`Building ${appDir} failed (exit ${result.status ?? result.signal})`);
}

/** What an existing build says about itself (build-info.json, written by the webpack config). */
async function buildInfoOf(distDir: string): Promise<{ commit?: string; builtAt?: string } | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'build-info.json'), 'utf8')) as { commit?: string; builtAt?: string };
  } catch {
    return null;
  }
}

export async function releaseApp({
  repoRoot,
  store,
  app: appName,
  distDir,
  buildId,
  log = console.log,
}: ReleaseOptions): Promise<ReleaseRecord> {
  const app = findApp(appName);
  const packageVersion = (JSON.parse(await readFile(path.join(repoRoot, app.dir, 'package.json'), 'utf8')) as { version: string }).version;
  const { commit, dirty } = gitState(repoRoot, app.dir);
  // An existing build must come from this checkout's commit: the contracts are read from here.
  const info = distDir ? await buildInfoOf(path.resolve(distDir)) : null;
  // (Both are abbreviations, possibly of different lengths.)
  if (info?.commit && info.commit !== 'unknown' && !info.commit.startsWith(commit) && !commit.startsWith(info.commit)) {
    throw new Error(`${distDir} was built from commit ${info.commit}, but this checkout is at ${commit}: check that commit out or rebuild`);
  }
  const version = releaseVersion({ packageVersion, commit, dirty, buildId });
  if (await isPublished(store, app.dir, version)) throw new ReleaseExistsError(app.dir, version);
  if (dirty && !buildId) log(`warning: ${app.dir} has uncommitted changes; releasing as ${version}`);

  const scratch = distDir ? null : await mkdtemp(path.join(tmpdir(), `release-${app.dir}-`));
  try {
    const outDir = distDir ? path.resolve(distDir) : path.join(scratch!, app.dir);
    if (!distDir) {
      log(`building ${app.dir} ${version}`);
      buildApp(repoRoot, app.dir, outDir, version);
    }
    const record = await buildReleaseRecord({
      repoRoot,
      app,
      distDir: outDir,
      version,
      commit,
      dirty,
      builtAt: info?.builtAt ?? new Date().toISOString(),
      contracts: readContractFingerprints(repoRoot),
    });
    const { files } = await publishRelease(store, outDir, record);
    log(`published ${app.dir} ${version} (${files} files) to ${store.description}`);
    log(`manifest: ${store.publicUrl(`${app.dir}/${version}/mf-manifest.json`)}`);
    return record;
  } finally {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }
}
