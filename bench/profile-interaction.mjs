// Where the main thread's time goes in a first interaction of issue 25 point 7 (or in a page's
// load up to hydration), named after the original sources: a CPU profile (CDP Profiler, 100 µs
// sampling) at 4x CPU, resolved through the production builds' source maps, summed as self time
// per function and per package or app folder, averaged over the runs.
//   node bench/profile-interaction.mjs --interaction brand|city [--runs 3] [--ssr] [--top 25]
//   node bench/profile-interaction.mjs --hydration /buy-car [--runs 3] [--ssr] [--phone] [--top 25]
// An interaction is profiled from the click to its effect plus 300 ms (the render and the paint
// after it); the page loads at 4x CPU and the click comes once React has hydrated the target, as in
// bench/inp.mjs. A hydration profile runs from navigation to the shell's `carmarket:hydrated` mark,
// so it includes the scripts' compilation and start-up as well as hydration itself; it is then
// summed again inside hydration alone (the shell's `carmarket:hydrate-start` to `carmarket:hydrated`
// marks, bench/hydration-cost.mjs's interval), with each own function's inclusive time: which
// component's hydration costs what. --phone loads as bench/hydration-cost.mjs does (412x823).
// A diagnosis, not a figure with a target: it prints, writes bench/results/profile-*.json, and
// records nothing in docs/BENCHMARKS.md (what it finds is written there by hand, with its run).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, hasFlag, runsOption } from './lib/args.mjs';
import { ownInclusiveTime, summarise } from './lib/cpu-profile.mjs';
import { EVENT_TIMING_OBSERVER, FIRST_INTERACTIONS, interactionPainted, waitForReact } from './lib/first-interactions.mjs';
import { HYDRATE_START_MARK, HYDRATED_MARK, KEEP_CITY_MODAL_CLOSED } from './lib/hydration.mjs';
import { loadPlaywright, loadSourceMapClass, measureBenchmarkIndex } from './lib/modules.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad, watchQuiet } from './lib/quiet.mjs';
import { SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';
import { CPU_SLOWDOWN, MOBILE_CONTEXT, throttle } from './lib/throttle.mjs';

const SSR = hasFlag('ssr') || process.env.BENCH_SSR === '1';
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = hasFlag('phone');
const SAMPLING_US = 100;

/** Source maps by script URL, fetched once: `resolve(callFrame)` names a frame of a built script. */
function sourceMaps() {
  const SourceMap = loadSourceMapClass();
  const maps = new Map();
  return {
    async load(urls) {
      for (const url of urls) {
        if (maps.has(url) || !/^https?:/.test(url)) continue;
        maps.set(url, null);
        try {
          const script = await (await fetch(url)).text();
          const mapName = script.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
          if (!mapName) continue;
          const mapUrl = new URL(mapName, url).href;
          const response = await fetch(mapUrl);
          if (response.ok) maps.set(url, new SourceMap(url, mapUrl, await response.json()));
        } catch {
          // A script without a reachable map keeps its built name.
        }
      }
    },
    resolve(frame) {
      const entry = maps.get(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
      return entry?.sourceURL ? { source: entry.sourceURL, name: entry.name ?? null, line: entry.sourceLineNumber + 1 } : null;
    },
  };
}

/**
 * A CPU profile of `run`. `pageNowAtStop` is the page's performance.now() read right before the
 * profiler stops (a CDP round trip, a few ms on an idle page): it puts the page's Event Timing on
 * the profile's clock through the profile's end. Its start is no anchor: the profile's startTime
 * came ~0.8 s before its first sample in every run tried here (Chromium 14x, 4x CPU).
 */
async function profiled(page, run) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
  await cdp.send('Profiler.start');
  await run();
  const pageNowAtStop = await page.evaluate(() => performance.now());
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  return { profile, pageNowAtStop };
}

/** The profile with a window on its clock over the interaction's Event Timing span, or null without one. */
async function interactionWindow(page, { profile, pageNowAtStop }) {
  const entries = await page.evaluate(() => globalThis.__eventEntries);
  if (entries.length === 0) return null;
  const toProfileUs = (pageMs) => profile.endTime - (pageNowAtStop - pageMs) * 1000;
  const start = Math.min(...entries.map((entry) => entry.start));
  const end = Math.max(...entries.map((entry) => entry.end));
  return { ...profile, window: { fromUs: toProfileUs(start), toUs: toProfileUs(end) }, spanMs: end - start };
}

/** The profile with a window on its clock from the shell's hydrate-start mark to its hydrated mark, or null. */
async function hydrationWindow(page, { profile, pageNowAtStop }) {
  const marks = await page.evaluate(
    ([startName, endName]) => [startName, endName].map((name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null),
    [HYDRATE_START_MARK, HYDRATED_MARK],
  );
  if (marks.includes(null)) return null;
  const toProfileUs = (pageMs) => profile.endTime - (pageNowAtStop - pageMs) * 1000;
  return { ...profile, window: { fromUs: toProfileUs(marks[0]), toUs: toProfileUs(marks[1]) }, spanMs: marks[1] - marks[0] };
}

async function profileOnce(browser, { interaction, route }) {
  const context = await browser.newContext(!interaction && PHONE ? MOBILE_CONTEXT : DESKTOP);
  try {
    await context.addInitScript(KEEP_CITY_MODAL_CLOSED);
    await context.addInitScript(EVENT_TIMING_OBSERVER);
    const page = await context.newPage();
    await throttle(page, { network: false, cpu: CPU_SLOWDOWN });
    if (interaction) {
      await page.goto(`${SHELL_URL}${interaction.route}`, { waitUntil: 'commit', timeout: 120_000 });
      const target = interaction.target(page);
      await waitForReact(target);
      // A tap where the target is, as a visitor's: Playwright's click would run its actionability
      // checks in the page inside the profile.
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      const run = await profiled(page, async () => {
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await interactionPainted(page);
        await interaction.effect(page);
        await page.waitForTimeout(300);
      });
      return { whole: run.profile, interaction: await interactionWindow(page, run) };
    }
    const run = await profiled(page, async () => {
      await page.goto(`${SHELL_URL}${route}`, { waitUntil: 'commit', timeout: 120_000 });
      await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, HYDRATED_MARK, {
        polling: 100,
        timeout: 90_000,
      });
    });
    return { whole: run.profile, interaction: await hydrationWindow(page, run) };
  } finally {
    await context.close();
  }
}

async function main() {
  const interactionKey = argValue('interaction', null);
  const route = argValue('hydration', null);
  const interaction = FIRST_INTERACTIONS.find((candidate) => candidate.key === interactionKey);
  if (!interaction && !route) {
    console.error(`Give --interaction ${FIRST_INTERACTIONS.map((i) => i.key).join('|')} or --hydration <route>`);
    process.exit(2);
  }
  const runs = runsOption(3);
  const top = Number(argValue('top', 25));
  const what = interaction ? interaction.name : `Load of ${route} to hydrated`;
  const { chromium } = loadPlaywright();
  const quiet = await watchQuiet();
  let browser;
  const profiles = [];
  const maps = sourceMaps();
  let benchmarkIndex;
  try {
    await startFederatedStack({ ssr: SSR });
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    benchmarkIndex = await measureBenchmarkIndex(browser);
    for (let i = 0; i < runs; i += 1) profiles.push(await profileOnce(browser, { interaction, route }));
    await maps.load(new Set(profiles.flatMap(({ whole }) => whole.nodes.map((node) => node.callFrame.url))));
  } finally {
    await browser?.close();
    await stopStack();
  }
  const machine = quiet.finish();
  const resolve = (frame) => maps.resolve(frame);
  const round = (rows) => rows.slice(0, top).map((row) => ({ 'self ms': Math.round(row.ms * 10) / 10, where: row.name }));
  const print = (title, summary) => {
    console.log(`\n${title}: ${Math.round(summary.totalMs)} ms of samples per run (idle left out), ${runs} runs at ${CPU_SLOWDOWN}x CPU`);
    console.log('By package or app folder:');
    console.table(round(summary.byGroup));
    console.log('By function:');
    console.table(round(summary.byFunction));
  };
  const whole = summarise(
    profiles.map((run) => run.whole),
    resolve,
  );
  print(interaction ? `${what}, from the click to its effect + 300 ms` : what, whole);
  const windows = profiles.map((run) => run.interaction).filter(Boolean);
  const span = windows.length > 0 ? summarise(windows, resolve) : null;
  const ownInclusive = windows.length > 0 ? ownInclusiveTime(windows, resolve) : null;
  if (span) {
    const spans = windows.map((window) => Math.round(window.spanMs)).join(', ');
    const inside = interaction
      ? `inside the interaction's Event Timing span (input to next paint: ${spans} ms)`
      : `inside hydration (hydrate-start to hydrated: ${spans} ms)`;
    print(`${what}, ${inside}`, span);
    console.log('Own functions, inclusive (what React and the libraries did inside each one counts to it):');
    console.table(ownInclusive.slice(0, top).map((row) => ({ 'inclusive ms': Math.round(row.ms * 10) / 10, where: row.name })));
  }
  console.log(`\nMachine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}`);
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `profile-${interaction ? interaction.key : hydrationName(route)}.json`);
  writeFileSync(file, JSON.stringify({ what, runs, benchmarkIndex, machine, whole, interaction: span, ownInclusive }, null, 2));
  console.log(`Written to ${path.relative(process.cwd(), file)}`);
}

/** The results file's name for a load: `/` is `hydration-home`, `/buy-car/123` `hydration-buy-car-123`. */
function hydrationName(route) {
  return `hydration-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
