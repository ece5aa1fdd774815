// What real-user telemetry (issue 27, shell/src/telemetry) costs a page that reports, on `/`, against
// the same page not sampled, in one stack and one browser, the two loads of each run back to back
// (their order alternating): the composition file the shell's server reads on every request is
// rewritten between them (telemetry.sampleRate 1 or none).
// Each load: a phone context (412x823), CPU slowed 4x (network not throttled), a Chromium trace
// from navigation until after the first interaction; hydration, then 4 s for the reporter to load
// when the browser is idle, then the first interaction of bench/inp.mjs (open the city modal).
// Figures: first contentful paint and hydrated (it must not cost the first paint), the first
// interaction's duration (Event Timing; it must not cost the first interaction), the main thread's
// JavaScript time in the reporter's own script (its evaluation and every callback it ran: web-vitals'
// observers, the batcher), the whole main thread's busy time from navigation to 1 s after the
// interaction, and the reporter's bytes on the wire.
//   node scripts/build-apps.mjs && node bench/telemetry-cost.mjs [--runs 5] [--force]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runsOption } from './lib/args.mjs';
import { KEEP_CITY_MODAL_CLOSED } from './lib/hydration.mjs';
import { recordedHeader } from './lib/machine.mjs';
import { launchChromium, loadPlaywright, measureBenchmarkIndex } from './lib/modules.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad, mayRecord, watchQuiet } from './lib/quiet.mjs';
import { writeBenchmarkSection } from './lib/report.mjs';
import { compositionPath, EXTERNAL_STACK, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';
import { formatRuns, formatSpread, spread } from './lib/stats.mjs';
import { CPU_SLOWDOWN, MOBILE_CONTEXT, throttle } from './lib/throttle.mjs';
import { findMark, mainThreadWork, scriptTimeOf, TIMELINE_CATEGORIES } from './lib/trace.mjs';

const TELEMETRY_CHUNK = /\/telemetry\.[0-9a-f]+\.js(\?|$)/;
const MS = { unit: ' ms' };
/** The reporter loads when the browser is idle after hydration (requestIdleCallback, 5 s at most). */
const REPORTER_WAIT_MS = 4000;

const INTERACTION_OBSERVER = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

function setSampling(file, sampled) {
  const composition = JSON.parse(readFileSync(file, 'utf8'));
  delete composition.telemetry;
  if (sampled) composition.telemetry = { sampleRate: 1 };
  writeFileSync(file, `${JSON.stringify(composition, null, 2)}\n`);
}

async function loadOnce(browser, sampled) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(KEEP_CITY_MODAL_CLOSED);
    await context.addInitScript(INTERACTION_OBSERVER);
    const page = await context.newPage();
    let reporterBytes = 0;
    page.on('response', async (response) => {
      if (!TELEMETRY_CHUNK.test(response.url())) return;
      const sizes = await response.request().sizes();
      reporterBytes = sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await throttle(page, { network: false, cpu: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TIMELINE_CATEGORIES });
    let trace;
    let timings;
    try {
      const started = Date.now();
      await page.goto(`${SHELL_URL}/`, { waitUntil: 'commit', timeout: 120_000 });
      await page.waitForFunction(() => performance.getEntriesByName('carmarket:hydrated', 'mark').length > 0, null, {
        timeout: 90_000,
      });
      await page.waitForTimeout(REPORTER_WAIT_MS);
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Select City/ })
        .click();
      await page.getByRole('dialog', { name: 'Select your City' }).waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForTimeout(1000);
      timings = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        hydrated: performance.getEntriesByName('carmarket:hydrated', 'mark')[0]?.startTime ?? null,
        interaction: Math.max(0, ...globalThis.__interactions),
        reporterLoaded: performance.getEntriesByType('resource').some((entry) => /\/telemetry\.[0-9a-f]+\.js/.test(entry.name)),
      }));
      timings.wallMs = Date.now() - started;
    } finally {
      trace = JSON.parse((await browser.stopTracing()).toString());
    }
    const events = trace.traceEvents ?? trace;
    // The renderer's main thread is the one that set the shell's hydrated mark.
    const hydrated = findMark(events, 'carmarket:hydrated');
    if (!hydrated) throw new Error('the trace has no carmarket:hydrated mark');
    const thread = { pid: hydrated.pid, tid: hydrated.tid };
    const onThread = events.filter((event) => event.pid === thread.pid && event.tid === thread.tid && typeof event.ts === 'number');
    const start = Math.min(...onThread.map((event) => event.ts));
    const end = Math.max(...onThread.map((event) => event.ts + (event.dur ?? 0)));
    const work = mainThreadWork(events, thread, start, end);
    if (sampled !== timings.reporterLoaded)
      throw new Error(`a ${sampled ? 'sampled' : 'unsampled'} page ${timings.reporterLoaded ? 'loaded' : 'did not load'} the reporter`);
    return {
      fcpMs: timings.fcp,
      hydratedMs: timings.hydrated,
      interactionMs: timings.interaction,
      busyMs: work.busyMs,
      reporterScriptMs: scriptTimeOf(events, thread, TELEMETRY_CHUNK),
      reporterBytes,
    };
  } finally {
    await context.close();
  }
}

const FIGURES = [
  ['fcpMs', 'First contentful paint'],
  ['hydratedMs', 'Hydrated'],
  ['interactionMs', 'First interaction (city modal)'],
  ['reporterScriptMs', "JavaScript in the reporter's script"],
  ['busyMs', 'Main thread busy, navigation to 1 s after the interaction'],
];

function toMarkdown(results, header, runs) {
  const row = ([key, label]) =>
    `| ${label} | ${formatSpread(spread(results.off.map((run) => run[key])), MS)} | ${formatSpread(spread(results.on.map((run) => run[key])), MS)} |`;
  return [
    header,
    '',
    `\`/\` as a phone (412x823) at ${CPU_SLOWDOWN}x CPU (network not throttled), the shell rendered by its server; ${runs} runs, each`,
    'one load not sampled and one sampled (telemetry.sampleRate 1), back to back in alternating order, in one stack.',
    'After hydration the page waits 4 s (the reporter loads when the browser is idle), then opens the city modal.',
    'Each cell: the median, then (min-max).',
    '',
    '| Figure | Not sampled | Sampled (reports) |',
    '|---|---|---|',
    ...FIGURES.map(row),
    `| Reporter's bytes on the wire | 0 | ${formatSpread(spread(results.on.map((run) => run.reporterBytes)))} B |`,
    '',
    'Every run (not sampled / sampled):',
    '',
    ...FIGURES.map(
      ([key, label]) => `- ${label}: ${formatRuns(results.off.map((run) => run[key]))} / ${formatRuns(results.on.map((run) => run[key]))}`,
    ),
  ].join('\n');
}

async function main() {
  const runs = runsOption(5);
  if (EXTERNAL_STACK) throw new Error('telemetry-cost rewrites the composition file of its own stack: run it without BENCH_SHELL_URL');
  const { chromium } = loadPlaywright();
  const quiet = await watchQuiet();
  const file = compositionPath();
  let browser;
  try {
    await startFederatedStack({ ssr: true });
    browser = await launchChromium(chromium);
    const benchmarkIndexes = [await measureBenchmarkIndex(browser)];
    const results = { off: [], on: [] };
    for (let i = 0; i < runs; i += 1) {
      const order = i % 2 === 0 ? [false, true] : [true, false];
      for (const sampled of order) {
        setSampling(file, sampled);
        const run = await loadOnce(browser, sampled);
        (sampled ? results.on : results.off).push(run);
        console.log(
          `run ${i + 1} ${sampled ? 'sampled' : 'not sampled'}: FCP ${Math.round(run.fcpMs)} ms, hydrated ${Math.round(run.hydratedMs)} ms, interaction ${Math.round(run.interactionMs)} ms, reporter JS ${Math.round(run.reporterScriptMs)} ms, busy ${Math.round(run.busyMs)} ms, reporter ${run.reporterBytes} B`,
        );
      }
    }
    setSampling(file, false);
    benchmarkIndexes.push(await measureBenchmarkIndex(browser));
    const machine = quiet.finish();
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'telemetry-cost.json'), JSON.stringify({ machine, benchmarkIndexes, results }, null, 2));
    console.log(`\nMachine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${benchmarkIndexes.map(Math.round).join(', ')}`);
    if (mayRecord(machine)) {
      const command = `node bench/telemetry-cost.mjs${runs !== 5 ? ` --runs ${runs}` : ''}`;
      const header = recordedHeader({ command, verdict: machine, loadNote: describeLoad(machine), benchmarkIndexes });
      writeBenchmarkSection('Telemetry cost on /', toMarkdown(results, header, runs));
      console.log('Telemetry cost written to docs/BENCHMARKS.md');
    }
  } finally {
    await browser?.close();
    await stopStack();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
