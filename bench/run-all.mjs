// `pnpm bench`: every front-end benchmark of the quality issue, one after the other (never in
// parallel: two cores), each writing its section of docs/BENCHMARKS.md. The API benchmark
// is the API package's own (`pnpm --filter api bench`, section '## API').
//   pnpm bench                 the checkout's builds (run `pnpm build` first); builds the monolith
//   pnpm bench -- --snapshot   build HEAD in .data/bench/tree first and measure that (consistent
//                              while others edit the working tree)
//   pnpm bench -- --only lighthouse,inp
//   pnpm bench -- --ssr        the shell rendered by its server (issues 15 and 25; builds of
//                              `node scripts/build-apps.mjs`): Lighthouse on the server-rendered
//                              routes, the dead time from first paint to hydrated, hydration's
//                              main-thread time, INP, the server's render time, the MF/monolith
//                              ratio with both server-rendered (builds the monolith with --ssr)
//   --runs N, --calibrated, --force are passed to the steps that take them (5 runs by default;
//   --calibrated: Lighthouse's calibrated CPU slowdown beside the preset; --force: record figures
//   although the machine was busy, see bench/lib/quiet.mjs). Each step checks on its own that the
//   machine stayed quiet and leaves docs/BENCHMARKS.md alone otherwise.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/paths.mjs';
import { prepareSnapshot } from './lib/snapshot.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const ssr = args.includes('--ssr');
const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
const runs = args.includes('--runs') ? ['--runs', args[args.indexOf('--runs') + 1]] : [];
const force = args.includes('--force') ? ['--force'] : [];
const calibrated = args.includes('--calibrated') ? ['--calibrated'] : [];

if (args.includes('--snapshot')) {
  const ref = args[args.indexOf('--snapshot') + 1];
  const { dir } = prepareSnapshot(ref && !ref.startsWith('--') ? ref : 'HEAD', { ssr });
  env.BENCH_ROOT = dir;
} else if (!only || only.includes('federation-overhead')) {
  const monolithArgs = [path.join(repoRoot, 'tooling/monolith/build.mjs'), ...(ssr ? ['--ssr'] : [])];
  execFileSync(process.execPath, monolithArgs, { cwd: repoRoot, stdio: 'inherit', env });
}

const STEPS = ssr
  ? [
      { name: 'lighthouse', args: ['bench/lighthouse.mjs', '--ssr', ...runs, ...calibrated, ...force] },
      { name: 'dead-time', args: ['bench/dead-time.mjs', ...runs, ...force] },
      { name: 'hydration-cost', args: ['bench/hydration-cost.mjs', ...runs, ...force] },
      { name: 'inp', args: ['bench/inp.mjs', '--ssr', ...runs, ...force] },
      { name: 'ssr-render', args: ['bench/ssr-render.mjs'] },
      { name: 'federation-overhead', args: ['bench/federation-overhead.mjs', '--ssr'] },
    ]
  : [
      { name: 'bundle-budgets', args: ['bench/bundle-budgets.mjs', '--write-docs'] },
      { name: 'lighthouse', args: ['bench/lighthouse.mjs', ...runs, ...calibrated, ...force] },
      { name: 'federation-overhead', args: ['bench/federation-overhead.mjs'] },
      { name: 'inp', args: ['bench/inp.mjs', ...runs, ...force] },
    ];

const failed = [];
for (const step of STEPS) {
  if (only && !only.includes(step.name)) continue;
  console.log(`\n== ${step.name}`);
  try {
    execFileSync(process.execPath, step.args, { cwd: repoRoot, stdio: 'inherit', env });
  } catch {
    // A budget or target missed is a figure to report, not a reason to skip the others.
    failed.push(step.name);
  }
}
console.log(
  failed.length
    ? `\nTargets missed or errors in: ${failed.join(', ')} (see docs/BENCHMARKS.md)`
    : '\nAll benchmarks ran and met their targets.',
);
