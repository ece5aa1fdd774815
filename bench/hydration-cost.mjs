// Main-thread time of hydration (issue 25 point 4): a Chromium performance trace (CDP Tracing,
// the DevTools timeline categories) of each route's load at 4x CPU slowdown (network not
// throttled: the main thread's work is the figure, not the download), and the main thread's work
// between the start of hydration and its commit: busy time (every task's time in that interval),
// scripting, the longest task. Start = the shell's 'carmarket:hydrate-start' mark (hydrateRoot
// called), else the end of main.js's evaluation (which then also counts the composition fetch's
// and the federation's start-up work before hydrateRoot). End = the shell's 'carmarket:hydrated'
// mark, else the frame in which <main> first carries React's props (bench/lib/hydration.mjs).
// Phone context (412x823) as the dead-time benchmark, a fresh context per load, 5 loads per route.
// Target: <= 150 ms at 4x CPU.
//   node scripts/build-apps.mjs && node bench/hydration-cost.mjs [--runs 5] [--routes /,/sell] [--force]
// BENCH_TRACE_DIR=<dir> keeps every trace (open it in DevTools' Performance panel).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, runsOption } from './lib/args.mjs';
import {
  CONTENT_HYDRATED_MARK,
  HYDRATE_START_MARK,
  HYDRATED_MARK,
  HYDRATION_PROBE,
  KEEP_CITY_MODAL_CLOSED,
  POLLED_HYDRATED_MARK,
  readHydratedElements,
  readHydrationTimings,
  signInContext,
} from './lib/hydration.mjs';
import { recordedHeader } from './lib/machine.mjs';
import { launchChromium, loadPlaywright, measureBenchmarkIndex } from './lib/modules.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad, mayRecord, watchQuiet } from './lib/quiet.mjs';
import { verdict, writeBenchmarkSection } from './lib/report.mjs';
import { API_URL, EXTERNAL_STACK, issue25Routes, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';
import { formatRuns, formatSpread, spread } from './lib/stats.mjs';
import { CPU_SLOWDOWN, MOBILE_CONTEXT, throttle } from './lib/throttle.mjs';
import { hydrationInterval, mainThreadWork, TIMELINE_CATEGORIES } from './lib/trace.mjs';

const TARGET_MS = 150;
/** The shell's entry script (main.<hash>.js on the shell's origin). */
const MAIN_SCRIPT = /\/main(\.[0-9a-f]+)?\.js(\?|$)/;

async function loadOnce(browser, url, session) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(KEEP_CITY_MODAL_CLOSED);
    await context.addInitScript(HYDRATION_PROBE);
    await signInContext(context, session);
    const page = await context.newPage();
    await throttle(page, { network: false, cpu: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TIMELINE_CATEGORIES });
    let trace;
    let elements;
    try {
      await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
      await readHydrationTimings(page);
      elements = await readHydratedElements(page);
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString());
    }
    // BENCH_TRACE_DIR keeps each trace, to open in DevTools' Performance panel.
    if (process.env.BENCH_TRACE_DIR) {
      mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      writeFileSync(path.join(process.env.BENCH_TRACE_DIR, name), JSON.stringify(trace));
    }
    const events = trace.traceEvents ?? trace;
    const interval = hydrationInterval(events, {
      startMark: HYDRATE_START_MARK,
      endMarks: [HYDRATED_MARK, POLLED_HYDRATED_MARK],
      mainScript: MAIN_SCRIPT,
    });
    if (!interval) throw new Error(`${url}: the trace has no hydration mark, or no main.js evaluation before it`);
    // To the page's content hydrated (the route's remote slot too), when the probe saw it.
    const toContent = hydrationInterval(events, {
      startMark: HYDRATE_START_MARK,
      endMarks: [CONTENT_HYDRATED_MARK],
      mainScript: MAIN_SCRIPT,
    });
    const contentWork = toContent ? mainThreadWork(events, toContent.thread, toContent.start, toContent.end) : null;
    return {
      ...mainThreadWork(events, interval.thread, interval.start, interval.end),
      contentBusyMs: contentWork?.busyMs ?? NaN,
      contentIntervalMs: contentWork?.intervalMs ?? NaN,
      startedBy: interval.startedBy,
      endedBy: interval.endedBy,
      elementsHydrated: elements?.hydrated ?? NaN,
      elementsTotal: elements?.total ?? NaN,
    };
  } finally {
    await context.close();
  }
}

const FIGURES = [
  'busyMs',
  'scriptingMs',
  'longestTaskMs',
  'intervalMs',
  'tasks',
  'elementsHydrated',
  'elementsTotal',
  'contentBusyMs',
  'contentIntervalMs',
];
const MS = { unit: ' ms' };

function toMarkdown(rows, header, runs) {
  return [
    header,
    '',
    `A Chromium performance trace (CDP Tracing, categories ${TIMELINE_CATEGORIES.join(', ')}) of each route's cold load`,
    `through Playwright as a phone (412x823), CPU slowed ${CPU_SLOWDOWN}x (CDP \`Emulation.setCPUThrottlingRate\`), network not throttled,`,
    `the shell rendered by its server; ${runs} loads per route, a fresh context each; /settings/profile signed in as the seeded owner.`,
    "Interval: from the shell's `carmarket:hydrate-start` mark (else the end of main.js's evaluation, which then also counts the",
    "composition fetch and the federation's start-up before hydrateRoot) to its `carmarket:hydrated` mark (else the first frame in",
    "which `<main>` carries React's props). Busy = the main thread's task time inside it; scripting = its JavaScript events'",
    "time; longest task = the longest task overlapping it. Hydrated = the elements of `#root` that carry React's props when",
    "the shell signals hydrated, of all its elements (the rest keep the server's HTML and hydrate later: in view, used or idle);",
    "unlike the times it does not move with the host's speed. To content = from the same start to the first frame in which",
    "React owns every element the server sent but those of sections hydrated later (bench/lib/hydration.mjs): a route's remote",
    "slot hydrates after the shell's mark, once its code has come, so this also counts the remote's start-up. Each cell: the",
    'median, then (min-max).',
    '',
    `Target (issue 25 point 4): main-thread time of hydration <= ${TARGET_MS} ms at ${CPU_SLOWDOWN}x CPU (median busy time).`,
    '',
    '| Route | Busy | Scripting | Longest task | Interval (wall) | Tasks | Hydrated of elements | Busy to content | Wall to content | From / to | Target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${formatSpread(row.busyMs, MS)} | ${formatSpread(row.scriptingMs, MS)} | ${formatSpread(row.longestTaskMs, MS)} | ${formatSpread(row.intervalMs, MS)} | ${formatSpread(row.tasks)} | ${formatSpread(row.elementsHydrated)} of ${formatSpread(row.elementsTotal)} | ${formatSpread(row.contentBusyMs, MS)} | ${formatSpread(row.contentIntervalMs, MS)} | ${row.anchors} | ${verdict(row.busyMs.median <= TARGET_MS)} |`,
    ),
    '',
    'Busy time of every run (ms):',
    '',
    ...rows.map((row) => `- ${row.route}: ${formatRuns(row.busyMs.values)}`),
  ].join('\n');
}

async function main() {
  const runs = runsOption(5);
  const only = argValue('routes', null)?.split(',');
  const { chromium } = loadPlaywright();
  const quiet = await watchQuiet();
  let browser;
  try {
    await startFederatedStack({ ssr: true });
    const routes = await issue25Routes({ only });
    browser = await launchChromium(chromium);
    const rows = [];
    const benchmarkIndexes = [];
    for (const { route, label = route, session: routeSession } of routes) {
      benchmarkIndexes.push(await measureBenchmarkIndex(browser));
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const run = await loadOnce(browser, `${SHELL_URL}${route}`, routeSession);
        console.log(
          `${label} run ${i + 1}: busy ${Math.round(run.busyMs)} ms, scripting ${Math.round(run.scriptingMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms over ${Math.round(run.intervalMs)} ms (${run.tasks} tasks; ${run.startedBy} -> ${run.endedBy}); ${run.elementsHydrated} of ${run.elementsTotal} elements hydrated; to content: busy ${Math.round(run.contentBusyMs)} ms over ${Math.round(run.contentIntervalMs)} ms`,
        );
        results.push(run);
      }
      rows.push({
        route: label,
        anchors: [...new Set(results.map((run) => `${run.startedBy} -> ${run.endedBy}`))].join('; '),
        ...Object.fromEntries(FIGURES.map((key) => [key, spread(results.map((run) => run[key]))])),
      });
    }
    const machine = quiet.finish();
    console.log(`\nHydration main-thread time at ${CPU_SLOWDOWN}x CPU, median (min-max) of ${runs}`);
    console.table(
      rows.map((row) => ({
        route: row.route,
        busy: formatSpread(row.busyMs, MS),
        scripting: formatSpread(row.scriptingMs, MS),
        'longest task': formatSpread(row.longestTaskMs, MS),
        interval: formatSpread(row.intervalMs, MS),
        hydrated: `${formatSpread(row.elementsHydrated)} of ${formatSpread(row.elementsTotal)}`,
        'busy to content': formatSpread(row.contentBusyMs, MS),
        target: row.busyMs.median <= TARGET_MS ? 'met' : 'not met',
      })),
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'hydration-cost.json'), JSON.stringify({ machine, benchmarkIndexes, rows }, null, 2));
    console.log(`\nMachine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${benchmarkIndexes.map(Math.round).join(', ')}`);
    const command = `${EXTERNAL_STACK ? `BENCH_SHELL_URL=${SHELL_URL} BENCH_API_URL=${API_URL} ` : ''}node bench/hydration-cost.mjs${runs !== 5 ? ` --runs ${runs}` : ''}`;
    if (mayRecord(machine)) {
      const header = recordedHeader({ command, verdict: machine, loadNote: describeLoad(machine), benchmarkIndexes });
      writeBenchmarkSection('Hydration main-thread time', toMarkdown(rows, header, runs));
      console.log('Hydration figures written to docs/BENCHMARKS.md');
    }
    if (!rows.every((row) => row.busyMs.median <= TARGET_MS)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopStack();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
