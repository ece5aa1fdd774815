// Builds a second version of one remote into its own folder (the shell is not rebuilt).
// A production build of a remote is cold (no webpack cache, ~15 s for mf-browse), so an earlier
// variant is reused, but only when it was built from the same sources: a stamp records a hash of
// everything the build reads, and any change there rebuilds it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './servers';

/** Stamps live outside the served folders (a static host would serve them) and out of git. */
const STAMP_DIR = path.join(repoRoot, '.data/build-variants');
const SKIPPED_DIRS = new Set(['node_modules', 'bench']);

function sourceFiles(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => !SKIPPED_DIRS.has(child.name) && !child.name.startsWith('dist') && !child.name.startsWith('.'))
    .filter((child) => child.isDirectory() || !/\.test\.tsx?$/.test(child.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => sourceFiles(path.join(entry, child.name)));
}

/** A hash of the app's sources, the shared package, the build tooling, the lockfile and the version. */
export function variantSourceHash(appDir: string, version: string): string {
  const hash = createHash('sha256').update(`version ${version}\n`);
  const inputs = [appDir, 'shared/src', 'shared/package.json', 'tooling/webpack-config', 'pnpm-lock.yaml', 'scripts/build-apps.mjs'];
  for (const file of inputs.flatMap((input) => sourceFiles(path.join(repoRoot, input)))) {
    hash
      .update(`${path.relative(repoRoot, file)}\n`)
      .update(readFileSync(file))
      .update('\n');
  }
  return hash.digest('hex');
}

export function buildRemoteVariant(appDir: string, version: string, outDir: string): string {
  const target = path.join(repoRoot, appDir, outDir);
  const stampFile = path.join(STAMP_DIR, `${appDir}-${outDir}.sha256`);
  const sourceHash = variantSourceHash(appDir, version);
  const built = existsSync(stampFile) && existsSync(path.join(target, 'mf-manifest.json')) ? readFileSync(stampFile, 'utf8') : null;
  if (built === sourceHash) return target;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-apps.mjs'), '--only', appDir], {
    cwd: repoRoot,
    env: { ...process.env, CARMARKET_APP_VERSION: version, CARMARKET_OUT_DIR: outDir },
    stdio: 'inherit',
  });
  mkdirSync(STAMP_DIR, { recursive: true });
  writeFileSync(stampFile, sourceHash);
  return target;
}
