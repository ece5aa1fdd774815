// Interaction to Next Paint of a filter tap on /buy-car with ~1,000 cars in the data set
// (the bench API seeds BENCH_CARS=1000), CPU slowed 4x through CDP (network not throttled:
// INP measures the main thread from input to the next paint, not the fetch behind it).
// Measured two ways: web-vitals' onINP (reportAllChanges) and raw Event Timing entries.
//   node bench/inp.mjs [--taps 6]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resultsDir } from './lib/paths.mjs';
import { loadPlaywright, webVitalsIifePath } from './lib/modules.mjs';
import { measuredLine, median, verdict, writeBenchmarkSection } from './lib/report.mjs';
import { API_URL, BENCH_CARS, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';
import { throttle } from './lib/throttle.mjs';

const TARGET_MS = 100;

function argValue(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const EVENT_TIMING_OBSERVER = `
  window.__interactions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const current = window.__interactions[entry.interactionId] ?? 0;
      window.__interactions[entry.interactionId] = Math.max(current, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

// One init script: Playwright evaluates each init script in its own scope, so the IIFE's
// `var webVitals` is only visible to code in the same script.
const webVitalsHook = () => `${readFileSync(webVitalsIifePath(), 'utf8')}
  window.__inp = 0;
  webVitals.onINP((metric) => {
    window.__inp = metric.value;
    const a = metric.attribution;
    window.__inpAttribution = { target: a.interactionTarget, inputDelay: a.inputDelay, processingDuration: a.processingDuration, presentationDelay: a.presentationDelay, longestScript: a.longestScript?.entry?.sourceURL ?? null };
  }, { reportAllChanges: true });
`;

async function measureSession(browser, taps) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript("localStorage.setItem('locationModalClosed', 'true');");
  await page.addInitScript(webVitalsHook());
  await page.addInitScript(EVENT_TIMING_OBSERVER);
  await page.goto(`${SHELL_URL}/buy-car`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: /Second Hand Cars/ }).waitFor({ timeout: 30_000 });
  await throttle(page, { network: false });
  const filters = page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox');
  const candidates = [];
  for (let i = 0; i < (await filters.count()) && candidates.length < taps; i += 1) {
    if (await filters.nth(i).isVisible()) candidates.push(i);
  }
  if (candidates.length === 0) throw new Error('No visible filter checkbox in the Filters sidebar of /buy-car');
  const perTap = [];
  for (const index of candidates) {
    const before = await page.evaluate(() => Object.keys(globalThis.__interactions).length);
    const box = filters.nth(index);
    const label = (await box.getAttribute('aria-label')) ?? (await box.evaluate((el) => el.labels?.[0]?.textContent ?? el.value));
    await box.click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const durations = await page.evaluate(() => Object.values(globalThis.__interactions));
    perTap.push({ filter: label?.trim(), eventTimingMs: Math.max(0, ...durations.slice(before)) });
  }
  // web-vitals reports INP on page hide; make it final.
  await page.evaluate(() => {
    Object.defineProperty(globalThis.document, 'visibilityState', { value: 'hidden', configurable: true });
    globalThis.document.dispatchEvent(new Event('visibilitychange'));
  });
  const webVitalsInp = await page.evaluate(() => globalThis.__inp);
  const attribution = await page.evaluate(() => globalThis.__inpAttribution ?? null);
  await context.close();
  return { perTap, webVitalsInp, attribution };
}

async function main() {
  const taps = Number(argValue('taps', 6));
  const sessions = Number(argValue('sessions', 3));
  const { chromium } = loadPlaywright();
  await startFederatedStack();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let result;
  try {
    const total = (await (await fetch(`${API_URL}/api/v1/cars?pageSize=1`)).json()).total;
    const sessionsRun = [];
    for (let i = 0; i < sessions; i += 1) sessionsRun.push(await measureSession(browser, taps));
    const perTap = sessionsRun.flatMap((session) => session.perTap);
    const inps = sessionsRun.map((session) => session.webVitalsInp);
    const worstSession = sessionsRun.reduce((a, b) => (b.webVitalsInp > a.webVitalsInp ? b : a));
    result = {
      total,
      sessions: sessionsRun,
      perTap,
      inps,
      medianInp: median(inps),
      attribution: worstSession.attribution,
      medianMs: median(perTap.map((tap) => tap.eventTimingMs)),
      worstMs: Math.max(...perTap.map((tap) => tap.eventTimingMs)),
    };
  } catch (error) {
    result = { error: String(error) };
  } finally {
    await browser.close();
    await stopStack();
  }

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'inp.json'), JSON.stringify(result, null, 2));
  const header = [
    measuredLine('node bench/inp.mjs'),
    '',
    `/buy-car on the production builds (shell :3110, remotes :3111-3114), API :4110 seeded with BENCH_CARS=${BENCH_CARS}`,
    'generated cars, desktop viewport 1280x900, CPU slowed 4x through CDP after the page loaded. Each tap clicks one',
    'checkbox of the Filters sidebar; INP per tap = the longest Event Timing entry of that interaction (input delay +',
    'processing + presentation); web-vitals onINP (reportAllChanges) over the whole session as a cross-check.',
    '',
  ];
  const body = result.error
    ? [`Could not be measured: ${result.error}. Target INP <= ${TARGET_MS} ms: **not met (not measurable)**.`]
    : [
        `Unsold cars in the listing: ${result.total}.`,
        '',
        `${result.sessions.length} sessions (fresh page each) of ${result.sessions[0].perTap.length} taps; per tap, the Event Timing duration:`,
        '',
        '| Filter tapped | ' + result.sessions.map((_, i) => `Session ${i + 1}`).join(' | ') + ' |',
        '|---|' + result.sessions.map(() => '---|').join(''),
        ...result.sessions[0].perTap.map(
          (tap, t) =>
            `| ${tap.filter} | ${result.sessions.map((session) => `${Math.round(session.perTap[t]?.eventTimingMs ?? Number.NaN)} ms`).join(' | ')} |`,
        ),
        '',
        `| Figure | Measured | Target | |`,
        '|---|---|---|---|',
        `| INP of a session (web-vitals), median of ${result.inps.length} | ${Math.round(result.medianInp)} ms (sessions: ${result.inps.map((v) => Math.round(v)).join(', ')} ms) | <= ${TARGET_MS} ms | ${verdict(result.medianInp <= TARGET_MS)} |`,
        `| Worst single filter tap | ${Math.round(result.worstMs)} ms | | |`,
        `| Median filter tap | ${Math.round(result.medianMs)} ms | | |`,
        '',
        result.attribution
          ? `web-vitals attribution of the worst interaction: target \`${result.attribution.target}\`, input delay ${Math.round(result.attribution.inputDelay)} ms, processing ${Math.round(result.attribution.processingDuration)} ms, presentation ${Math.round(result.attribution.presentationDelay)} ms${result.attribution.longestScript ? `, longest script ${result.attribution.longestScript}` : ''}.`
          : '',
      ];
  const markdown = [...header, ...body].join('\n');
  writeBenchmarkSection('Interaction (INP)', markdown);
  console.log(markdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
