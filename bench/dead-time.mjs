// Dead time (issue 25 point 2): how long a server-rendered page shows before it works, from its
// first contentful paint to React having hydrated the page's content (bench/lib/hydration.mjs's
// content probe: every element the server sent is React's, but sections that hydrate when seen,
// used or idle). Beside it, to the shell's own hydration ('carmarket:hydrated', else the first frame
// in which <main> carries React's props), which comes before a route's remote content hydrates.
// Chromium through Playwright as a phone (412x823, touch, Lighthouse's mobile user agent), a fresh
// context (cold cache) per load, each route unthrottled and with 4x CPU slowdown + slow 4G
// (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; CDP Emulation.setCPUThrottlingRate and
// Network.emulateNetworkConditions), the two alternating; median and spread of 5 runs.
// /settings/profile is signed in as the seeded owner (localStorage + the API's session cookie).
// Target: <= 800 ms throttled on every route.
//   node scripts/build-apps.mjs && node bench/dead-time.mjs [--runs 5] [--routes /,/sell] [--force]
// BENCH_SHELL_URL/BENCH_API_URL measure a running stack (it must render on the server).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, runsOption } from './lib/args.mjs';
import { HYDRATION_PROBE, KEEP_CITY_MODAL_CLOSED, readHydrationTimings, signInContext } from './lib/hydration.mjs';
import { recordedHeader } from './lib/machine.mjs';
import { launchChromium, loadPlaywright, measureBenchmarkIndex } from './lib/modules.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad, mayRecord, watchQuiet } from './lib/quiet.mjs';
import { verdict, writeBenchmarkSection } from './lib/report.mjs';
import { API_URL, BENCH_CARS, EXTERNAL_STACK, issue25Routes, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';
import { formatRuns, formatSpread, spread } from './lib/stats.mjs';
import { CPU_SLOWDOWN, MOBILE_CONTEXT, SLOW_4G_150MS_RTT, throttle } from './lib/throttle.mjs';

const TARGET_MS = 800;
const MODES = [
  { name: 'unthrottled', throttled: false },
  { name: `${CPU_SLOWDOWN}x CPU + slow 4G`, throttled: true },
];

async function loadOnce(browser, url, session, throttled) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(KEEP_CITY_MODAL_CLOSED);
    await context.addInitScript(HYDRATION_PROBE);
    await signInContext(context, session);
    const page = await context.newPage();
    if (throttled) await throttle(page, { conditions: SLOW_4G_150MS_RTT });
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    if (!(await page.locator('#root[data-server-rendered]').count()))
      await page.waitForSelector('#root[data-server-rendered]', { state: 'attached', timeout: 60_000 });
    const timings = await readHydrationTimings(page);
    if (timings.fcp === null) throw new Error(`${url}: no first-contentful-paint entry`);
    return {
      ...timings,
      shellDeadTime: timings.hydrated - timings.fcp,
      deadTime: timings.contentHydrated === null ? Number.NaN : timings.contentHydrated - timings.fcp,
    };
  } finally {
    await context.close();
  }
}

const FIGURES = ['deadTime', 'shellDeadTime', 'fcp', 'mainJsRequested', 'loadEvent', 'hydrated', 'contentHydrated'];
const MS = { unit: ' ms' };

function summarise(route, mode, runs) {
  return {
    route,
    mode: mode.name,
    throttled: mode.throttled,
    sources: [...new Set(runs.map((run) => run.source))],
    ...Object.fromEntries(FIGURES.map((key) => [key, spread(runs.map((run) => run[key] ?? Number.NaN))])),
  };
}

function toMarkdown(rows, header, runs) {
  return [
    header,
    '',
    `Chromium through Playwright as a phone (412x823, touch, Lighthouse's mobile user agent), the shell rendered by its server,`,
    `${EXTERNAL_STACK ? `the running stack at ${SHELL_URL}` : `the bench stack (API with ${BENCH_CARS} generated cars)`}; a fresh context (cold cache) per load, ${runs} loads per route and mode,`,
    `unthrottled and throttled alternating. Throttled = CDP \`Emulation.setCPUThrottlingRate\` ${CPU_SLOWDOWN} + \`Network.emulateNetworkConditions\``,
    '150 ms latency, 1.6 Mbit/s down, 750 kbit/s up. Dead time = content hydrated - first contentful paint; content hydrated = the',
    "first animation frame after the shell's hydration in which React owns every element the server sent but those of sections",
    "that hydrate when seen, used or idle (bench/lib/hydration.mjs). Shell hydrated = the shell's `carmarket:hydrated` mark, or",
    '("probe") the first frame in which `<main>` carries React\'s props: a route\'s remote content hydrates after it.',
    'Each cell: the median, then (min-max); times from navigation start.',
    '',
    `Target (issue 25 point 2): dead time <= ${TARGET_MS} ms throttled (median), on every route.`,
    '',
    '| Route | Mode | Dead time | FCP | main.js requested | Load event | Shell hydrated | Content hydrated | Dead time to the shell | Read by | Target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.mode} | ${formatSpread(row.deadTime, MS)} | ${formatSpread(row.fcp, MS)} | ${formatSpread(row.mainJsRequested, MS)} | ${formatSpread(row.loadEvent, MS)} | ${formatSpread(row.hydrated, MS)} | ${formatSpread(row.contentHydrated, MS)} | ${formatSpread(row.shellDeadTime, MS)} | ${row.sources.join(', ')} | ${row.throttled ? verdict(row.deadTime.median <= TARGET_MS) : ''} |`,
    ),
    '',
    'Dead time of every run (ms):',
    '',
    ...rows.map((row) => `- ${row.route}, ${row.mode}: ${formatRuns(row.deadTime.values)}`),
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
      const byMode = new Map(MODES.map((mode) => [mode, []]));
      for (let i = 0; i < runs; i += 1) {
        for (const mode of MODES) {
          const run = await loadOnce(browser, `${SHELL_URL}${route}`, routeSession, mode.throttled);
          console.log(
            `${label} ${mode.name} run ${i + 1}: dead time ${Math.round(run.deadTime)} ms (FCP ${Math.round(run.fcp)}, main.js requested ${Math.round(run.mainJsRequested ?? Number.NaN)}, load ${Math.round(run.loadEvent ?? Number.NaN)}, shell hydrated ${Math.round(run.hydrated)} by ${run.source}, content hydrated ${Math.round(run.contentHydrated ?? Number.NaN)})`,
          );
          byMode.get(mode).push(run);
        }
      }
      for (const mode of MODES) rows.push(summarise(label, mode, byMode.get(mode)));
    }
    const machine = quiet.finish();
    console.log(`\nDead time, median (min-max) of ${runs}`);
    console.table(
      rows.map((row) => ({
        route: row.route,
        mode: row.mode,
        'dead time': formatSpread(row.deadTime, MS),
        FCP: formatSpread(row.fcp, MS),
        'shell hydrated': formatSpread(row.hydrated, MS),
        'content hydrated': formatSpread(row.contentHydrated, MS),
        'read by': row.sources.join(', '),
        target: row.throttled ? (row.deadTime.median <= TARGET_MS ? 'met' : 'not met') : '',
      })),
    );
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'dead-time.json'), JSON.stringify({ machine, benchmarkIndexes, rows }, null, 2));
    console.log(`\nMachine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${benchmarkIndexes.map(Math.round).join(', ')}`);
    const command = `${EXTERNAL_STACK ? `BENCH_SHELL_URL=${SHELL_URL} BENCH_API_URL=${API_URL} ` : ''}node bench/dead-time.mjs${runs !== 5 ? ` --runs ${runs}` : ''}`;
    if (mayRecord(machine)) {
      writeBenchmarkSection(
        'Dead time (first paint to hydrated)',
        toMarkdown(rows, recordedHeader({ command, verdict: machine, loadNote: describeLoad(machine), benchmarkIndexes }), runs),
      );
      console.log('Dead-time figures written to docs/BENCHMARKS.md');
    }
    if (!rows.every((row) => !row.throttled || row.deadTime.median <= TARGET_MS)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await stopStack();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
