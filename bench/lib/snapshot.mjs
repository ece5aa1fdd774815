// A consistent copy of one commit to build and benchmark while others edit the working tree:
// `git archive <ref>` into .data/bench/tree, node_modules linked to the checkout's installed
// packages (webpack caches stay private to the copy), then the five production builds and
// the monolith build inside it. Used by `pnpm bench -- --snapshot [ref]`.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { benchDataDir, repoRoot } from './paths.mjs';

export const snapshotDir = path.join(benchDataDir, 'tree');

function linkNodeModules(packageDir) {
  const source = path.join(repoRoot, packageDir, 'node_modules');
  const target = path.join(snapshotDir, packageDir, 'node_modules');
  if (!existsSync(source)) return;
  const mirror = (from, to) => {
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from)) {
      if (name === '.cache') continue;
      const entry = path.join(from, name);
      const stat = lstatSync(entry);
      if (stat.isSymbolicLink()) symlinkSync(readlinkSync(entry), path.join(to, name));
      else if (name.startsWith('@') && stat.isDirectory()) mirror(entry, path.join(to, name));
      else symlinkSync(entry, path.join(to, name));
    }
  };
  mirror(source, target);
}

export function prepareSnapshot(ref = 'HEAD', { ssr = false } = {}) {
  rmSync(snapshotDir, { recursive: true, force: true });
  mkdirSync(snapshotDir, { recursive: true });
  execSync(`git archive ${ref} | tar -x -C ${JSON.stringify(snapshotDir)}`, { cwd: repoRoot, stdio: 'inherit' });
  const packages = [
    '',
    ...readdirSync(repoRoot).filter(
      (name) => existsSync(path.join(repoRoot, name, 'package.json')) && existsSync(path.join(snapshotDir, name)),
    ),
  ];
  for (const dir of ['tooling/webpack-config', ...packages]) linkNodeModules(dir);
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: repoRoot }).toString().trim();
  console.log(`Building ${ref} (${commit}) in ${path.relative(repoRoot, snapshotDir)}`);
  const ssrArgs = ssr ? ['--ssr'] : [];
  execFileSync(process.execPath, ['scripts/build-apps.mjs', ...ssrArgs], { cwd: snapshotDir, stdio: 'inherit' });
  execFileSync(process.execPath, ['tooling/monolith/build.mjs', ...ssrArgs], { cwd: snapshotDir, stdio: 'inherit' });
  return { dir: snapshotDir, commit };
}
