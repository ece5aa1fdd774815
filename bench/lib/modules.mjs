// The benchmarks run from the repo root but use the e2e package's browser tooling
// (Playwright, Lighthouse and what Lighthouse itself depends on), so nothing is installed twice.
import { createRequire } from 'node:module';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './paths.mjs';

const e2eRequire = createRequire(path.join(repoRoot, 'e2e/package.json'));

export function loadPlaywright() {
  return e2eRequire('@playwright/test');
}

function lighthouseDir() {
  return realpathSync(path.join(repoRoot, 'e2e/node_modules/lighthouse'));
}

export async function loadLighthouse() {
  const entry = pathToFileURL(path.join(lighthouseDir(), 'core/index.js')).href;
  return (await import(entry)).default;
}

/** chrome-launcher and puppeteer-core as Lighthouse resolves them (same versions it is tested with). */
export async function loadLighthouseDeps() {
  const lhRequire = createRequire(path.join(lighthouseDir(), 'package.json'));
  const chromeLauncher = await import(pathToFileURL(lhRequire.resolve('chrome-launcher')).href);
  const puppeteer = lhRequire('puppeteer-core');
  return { chromeLauncher, puppeteer };
}

export function webVitalsIifePath() {
  return path.join(realpathSync(path.join(repoRoot, 'e2e/node_modules/web-vitals')), 'dist/web-vitals.attribution.iife.js');
}

/**
 * Lighthouse's own benchmarkIndex of this machine, measured in a blank page of `browser` (a
 * Playwright browser; unthrottled, ~1 s): the same function Lighthouse runs at the start of each
 * of its runs (core/lib/page-functions.js), so the Playwright benchmarks' figures carry the
 * figure that tells a slower host from slower code.
 */
export async function measureBenchmarkIndex(browser) {
  const entry = pathToFileURL(path.join(lighthouseDir(), 'core/lib/page-functions.js')).href;
  const { pageFunctions } = await import(entry);
  const page = await browser.newPage();
  try {
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await page.close();
  }
}

/** Debian's Chromium as this machine runs it (no sandbox, no GPU, no background traffic). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches Chromium through Playwright (CHROME_PATH, else /usr/bin/chromium). */
export function launchChromium(chromium) {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * Chrome DevTools' source-map model as Lighthouse bundles it (core/lib/cdt): `new SourceMap(compiledURL,
 * mapURL, payload).findEntry(line, column)`, 0-based, the way CDP numbers a call frame.
 */
export function loadSourceMapClass() {
  return createRequire(path.join(lighthouseDir(), 'package.json'))('./core/lib/cdt/SDK.js').SourceMap;
}
