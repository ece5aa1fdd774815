// How long a first-time visitor on / looks at "Loading cities…": the home page opens the city
// modal by itself 5 s into a first visit, and its content (the search form and the city list) is a
// chunk of its own. Phone context (412x823), 4x CPU and slow 4G (150 ms RTT, 1.6 Mbit/s) through
// CDP, a fresh context per run. Per run: when the dialog appeared and when its search field did
// (page clock, from a MutationObserver), and whether the "Loading cities…" fallback was ever shown.
// A diagnosis without a target: it prints and writes bench/results/city-modal-ready.json only.
//   node scripts/build-apps.mjs && node bench/city-modal-ready.mjs [--runs 5] [--ssr]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hasFlag, runsOption } from './lib/args.mjs';
import { measureInBrowser } from './lib/browser-runs.mjs';
import { resultsDir } from './lib/paths.mjs';
import { describeLoad } from './lib/quiet.mjs';
import { SHELL_URL } from './lib/stack.mjs';
import { formatSpread, spread } from './lib/stats.mjs';
import { MOBILE_CONTEXT, SLOW_4G_150MS_RTT, throttle } from './lib/throttle.mjs';

const SSR = hasFlag('ssr') || process.env.BENCH_SSR === '1';
const MS = { unit: ' ms' };

/** Init script: the page-clock times at which the dialog, its fallback and its search field first appear. */
const WATCH_CITY_MODAL = `
  window.__cityModal = {};
  new MutationObserver(() => {
    const seen = window.__cityModal;
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog || !/Select your City/.test(dialog.textContent)) return;
    seen.dialog ??= performance.now();
    if (/Loading cities/.test(dialog.textContent)) seen.fallback ??= performance.now();
    if (dialog.querySelector('input')) seen.search ??= performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

async function measureRun(browser) {
  const context = await browser.newContext(MOBILE_CONTEXT);
  try {
    await context.addInitScript(WATCH_CITY_MODAL);
    const page = await context.newPage();
    await throttle(page, { conditions: SLOW_4G_150MS_RTT });
    await page.goto(`${SHELL_URL}/`, { waitUntil: 'commit', timeout: 120_000 });
    await page.getByRole('dialog', { name: 'Select your City' }).getByLabel('Search your city').waitFor({ timeout: 60_000 });
    const seen = await page.evaluate(() => globalThis.__cityModal);
    return { ...seen, waitedMs: seen.search - seen.dialog, fallbackShown: seen.fallback !== undefined };
  } finally {
    await context.close();
  }
}

async function main() {
  const runs = runsOption(5);
  const { results, benchmarkIndex, machine } = await measureInBrowser({
    runs,
    ssr: SSR,
    measureRun,
    describeRun: (run) =>
      `dialog at ${Math.round(run.dialog)} ms, search field ${Math.round(run.waitedMs)} ms later, "Loading cities…" ${run.fallbackShown ? 'shown' : 'never shown'}`,
  });
  const waited = spread(results.map((run) => run.waitedMs));
  const shown = results.filter((run) => run.fallbackShown).length;
  console.log(
    `\nFrom the city modal showing to its search field: ${formatSpread(waited, MS)}; "Loading cities…" shown in ${shown} of ${runs}`,
  );
  console.log(`Machine: ${describeLoad(machine)}; Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'city-modal-ready.json'), JSON.stringify({ machine, benchmarkIndex, runs: results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
