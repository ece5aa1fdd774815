// A release's version: the package version plus the commit it was built from, as semver build
// metadata ('0.1.0+56edb91'). A build from uncommitted changes cannot be rebuilt from its commit,
// so it says so and gets a time stamp ('0.1.0+56edb91.dirty.20261125170102'); a CI build id
// replaces both ('0.1.0+ci.4821').
import { execFileSync } from 'node:child_process';

export interface VersionInput {
  packageVersion: string;
  commit: string;
  dirty: boolean;
  buildId?: string;
  now?: Date;
}

const BUILD_ID = /^[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*$/;

export function releaseVersion({ packageVersion, commit, dirty, buildId, now = new Date() }: VersionInput): string {
  if (buildId !== undefined) {
    if (!BUILD_ID.test(buildId)) throw new Error(`A build id is letters, digits, '-' and '.' only: ${JSON.stringify(buildId)}`);
    return `${packageVersion}+${buildId}`;
  }
  if (!dirty) return `${packageVersion}+${commit}`;
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${packageVersion}+${commit}.dirty.${stamp}`;
}

function git(repoRoot: string, args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'] })
    .toString()
    .trim();
}

/** The short commit of HEAD and whether the app's inputs have uncommitted changes. */
export function gitState(repoRoot: string, appDir: string): { commit: string; dirty: boolean } {
  try {
    const commit = git(repoRoot, ['rev-parse', '--short=7', 'HEAD']);
    const changes = git(repoRoot, ['status', '--porcelain', '--', appDir, 'shared', 'tooling/webpack-config', 'pnpm-lock.yaml']);
    return { commit, dirty: changes.length > 0 };
  } catch {
    return { commit: 'unknown', dirty: true };
  }
}
