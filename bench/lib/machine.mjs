// What a figure was measured on, written beside it: CPU model and cores, memory, OS, Node,
// Chromium, Lighthouse and Playwright versions, the commit measured (and whether the worktree had
// changes), the date and the command. Lighthouse's benchmarkIndex is added by the scripts that
// run a browser (it is measured per run, in the page).
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

function run(command, args, cwd = repoRoot) {
  try {
    return execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

function packageVersion(name) {
  try {
    const dir = realpathSync(path.join(repoRoot, 'e2e/node_modules', name));
    return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/** The commit of the builds measured: BENCH_ROOT's (a snapshot) or the checkout's, with "+ changes" if dirty. */
export function measuredCommit() {
  const root = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : repoRoot;
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], root);
  if (!commit) return 'unknown commit (not a git checkout)';
  const dirty = run('git', ['status', '--porcelain', '--untracked-files=no'], root);
  return dirty ? `${commit} + uncommitted changes` : commit;
}

export function describeMachine() {
  const cpus = os.cpus();
  const chromium = run(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version']) ?? 'Chromium unknown';
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium,
    lighthouse: packageVersion('lighthouse'),
    playwright: packageVersion('@playwright/test'),
    commit: measuredCommit(),
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

/** "min-max" of Lighthouse's benchmarkIndex over the runs, for the docs. */
export const benchmarkIndexRange = (values) => {
  const finite = values.filter(Number.isFinite).map(Math.round);
  if (!finite.length) return 'not measured';
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  return min === max ? String(min) : `${min}-${max}`;
};

/**
 * The paragraph every recorded section starts with: when, on what, which commit, the command,
 * the benchmarkIndex of the runs (browser benchmarks) and how busy the machine was.
 */
export function recordedHeader({ command, verdict, loadNote, benchmarkIndexes }) {
  const m = describeMachine();
  const lines = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')} on ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB RAM, ${m.os}, ` +
      `Node ${m.node}, ${m.chromium}, Lighthouse ${m.lighthouse}, Playwright ${m.playwright}; builds of commit ${m.commit}. ` +
      `Command: \`${command}\`.`,
  ];
  if (benchmarkIndexes) lines.push(`Lighthouse benchmarkIndex of this machine during the runs: ${benchmarkIndexRange(benchmarkIndexes)}.`);
  if (verdict) {
    lines.push(
      verdict.quiet
        ? `Machine quiet throughout (${loadNote}).`
        : `**Recorded with --force on a busy machine**: ${loadNote}. Not comparable with quiet runs.`,
    );
  }
  return lines.join('\n');
}
