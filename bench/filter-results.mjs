// How soon a filter tap on /buy-car shows its results: the first brand ticked on a settled page
// (hydrated, loaded, then `--settle-ms` of reading, 2 s by default), on a desktop viewport so the
// Filters sidebar is on screen, at 4x CPU and the slow 4G (150 ms RTT, 1.6 Mbit/s; none with
// --no-network), a fresh context per run. Per run, on the page's clock from the tap (the
// pointerdown's Event Timing start): when the listing request left (its Resource Timing start), when
// the heading showed the new count (a MutationObserver), and the tap's own Event Timing duration.
// A diagnosis without a target: it prints and writes bench/results/filter-results.json only.
//   node scripts/build-apps.mjs && node bench/filter-results.mjs [--runs 5] [--ssr] [--settle-ms 2000] [--no-network]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, hasFlag, runsOption } from './lib/args.mjs';
import { EVENT_TIMING_OBSERVER, FIRST_INTERACTIONS, interactionDurations, waitForReact } from './lib/first-interactions.mjs';
import { HYDRATED_MARK, KEEP_CITY_MODAL_CLOSED } from './lib/hydration.mjs';
import { measureInBrowser } from './lib/browser-runs.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad } from './lib/quiet.mjs';
import { SHELL_URL } from './lib/stack.mjs';
import { formatSpread, spread } from './lib/stats.mjs';
import { CPU_SLOWDOWN, SLOW_4G_150MS_RTT, throttle } from './lib/throttle.mjs';

const SSR = hasFlag('ssr') || process.env.BENCH_SSR === '1';
const NETWORK = !hasFlag('no-network');
const MS = { unit: ' ms' };
const BRAND_TICK = FIRST_INTERACTIONS.find((interaction) => interaction.key === 'brand');

/**
 * Init script: `window.__filterTap.watch()` remembers the heading as it is; then the page-clock
 * times of the tap (the first pointerdown after it), of the first listing request's start, and of
 * the heading showing a count other than the one remembered.
 */
const WATCH_FILTER_RESULTS = `
  window.__filterTap = {
    watch() {
      const seen = (window.__filterTap.seen = {});
      const heading = document.querySelector('h1');
      const before = heading.textContent;
      addEventListener('pointerdown', (event) => (seen.tap ??= event.timeStamp), { capture: true, once: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (/\\/api\\/v1\\/cars\\?/.test(entry.name) && seen.tap !== undefined) seen.request ??= entry.startTime;
      }).observe({ type: 'resource' });
      new MutationObserver(() => {
        if (heading.getAttribute('aria-busy') === 'false' && heading.textContent !== before) seen.results ??= performance.now();
      }).observe(heading, { subtree: true, childList: true, characterData: true, attributes: true });
    },
  };
`;

async function measureRun(browser, settleMs) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(KEEP_CITY_MODAL_CLOSED);
    await context.addInitScript(EVENT_TIMING_OBSERVER);
    await context.addInitScript(WATCH_FILTER_RESULTS);
    const page = await context.newPage();
    await throttle(page, { network: NETWORK, conditions: SLOW_4G_150MS_RTT });
    await page.goto(`${SHELL_URL}${BRAND_TICK.route}`, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark, 'mark').length > 0, HYDRATED_MARK, { timeout: 90_000 });
    const target = BRAND_TICK.target(page);
    await waitForReact(target);
    await page.waitForTimeout(settleMs);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    await page.evaluate(() => globalThis.__filterTap.watch());
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForFunction(() => globalThis.__filterTap.seen.results !== undefined, null, { polling: 100, timeout: 60_000 });
    const seen = await page.evaluate(() => globalThis.__filterTap.seen);
    const [inp] = await interactionDurations(page);
    return { requestMs: seen.request - seen.tap, resultsMs: seen.results - seen.tap, inpMs: inp ?? 0 };
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = runsOption(5);
  const settleMs = Number(argValue('settle-ms', 2000));
  const { results, benchmarkIndex, machine } = await measureInBrowser({
    runs,
    ssr: SSR,
    measureRun: (browser) => measureRun(browser, settleMs),
    describeRun: (run) =>
      `request left ${Math.round(run.requestMs)} ms after the tap, results shown at ${Math.round(run.resultsMs)} ms, the tap's INP ${Math.round(run.inpMs)} ms`,
  });
  const conditions = `${CPU_SLOWDOWN}x CPU, ${NETWORK ? 'slow 4G (150 ms RTT)' : 'network not throttled'}, tapped ${settleMs} ms after hydrated and loaded`;
  console.log(`\n${BRAND_TICK.name}, ${conditions}, ${runs} runs:`);
  console.log(`  request left after ${formatSpread(spread(results.map((run) => run.requestMs)), MS)}`);
  console.log(`  results shown after ${formatSpread(spread(results.map((run) => run.resultsMs)), MS)}`);
  console.log(`  the tap's INP ${formatSpread(spread(results.map((run) => run.inpMs)), MS)}`);
  console.log(`Machine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'filter-results.json'),
    JSON.stringify({ conditions, machine, benchmarkIndex, runs: results }, null, 2),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
