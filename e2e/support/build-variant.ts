// Builds a second version of one remote into its own folder (the shell is not rebuilt).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './servers';

export function buildRemoteVariant(appDir: string, version: string, outDir: string): string {
  const target = path.join(repoRoot, appDir, outDir);
  const infoFile = path.join(target, 'build-info.json');
  if (existsSync(infoFile) && (JSON.parse(readFileSync(infoFile, 'utf8')) as { version: string }).version === version) return target;
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build-apps.mjs'), '--only', appDir], {
    cwd: repoRoot,
    env: { ...process.env, CARMARKET_APP_VERSION: version, CARMARKET_OUT_DIR: outDir },
    stdio: 'inherit',
  });
  return target;
}
