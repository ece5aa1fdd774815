// The frame of a browser diagnosis (bench/city-modal-ready.mjs, bench/filter-results.mjs): the bench
// stack and Chromium started, Lighthouse's benchmarkIndex taken, `runs` measured one after another
// (each printed as it ends), both stopped, and the machine's quiet check over the whole of it.
import { launchChromium, loadPlaywright, measureBenchmarkIndex } from './modules.mjs';
import { watchQuiet } from './quiet.mjs';
import { startFederatedStack, stopStack } from './stack.mjs';

/** Runs `measureRun(browser)` `runs` times; returns the runs, the benchmarkIndex and the quiet check. */
export async function measureInBrowser({ runs, ssr, measureRun, describeRun }) {
  const quiet = await watchQuiet();
  const { chromium } = loadPlaywright();
  let browser;
  const results = [];
  let benchmarkIndex;
  try {
    await startFederatedStack({ ssr });
    browser = await launchChromium(chromium);
    benchmarkIndex = await measureBenchmarkIndex(browser);
    for (let i = 0; i < runs; i += 1) {
      const run = await measureRun(browser);
      console.log(`run ${i + 1}: ${describeRun(run)}`);
      results.push(run);
    }
  } finally {
    await browser?.close();
    await stopStack();
  }
  return { results, benchmarkIndex, machine: quiet.finish() };
}
