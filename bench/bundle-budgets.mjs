// Bundle budgets: gzip sizes of what the production builds make a visitor download.
//  1. Measured in Chromium: load / (and /buy-car) from the production builds on the bench
//     ports, wait until the network is idle, and sum the gzip size of every JS response
//     (shell main, federation runtime, shared singletons, the remotes / renders).
//  2. Read from each remote's mf-manifest.json: remoteEntry.js and the sync chunks of every
//     exposed module (the "first chunk" the shell fetches when it mounts that module).
// Exits 1 when any figure exceeds bench/budgets.json.
//   node bench/bundle-budgets.mjs [--json] [--static-only] [--write-docs]
import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS } from '../scripts/apps.mjs';
import { repoRoot, resultsDir } from './lib/paths.mjs';
import { loadPlaywright } from './lib/modules.mjs';
import { measuredLine, verdict, writeBenchmarkSection } from './lib/report.mjs';
import { BENCH_DIST, BENCH_ROOT, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';

const KB = 1000;
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'bench/budgets.json'), 'utf8'));
const REMOTES = REMOTE_APPS.map((app) => app.dir);

export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

function fileGzip(app, file) {
  return gzipSize(readFileSync(path.join(BENCH_ROOT, app, BENCH_DIST, file)));
}

/** remoteEntry and per-exposed-module first chunk, from the manifests on disk. */
export function staticFigures() {
  const rows = [];
  for (const app of REMOTES) {
    const manifestFile = path.join(BENCH_ROOT, app, BENCH_DIST, 'mf-manifest.json');
    if (!existsSync(manifestFile)) throw new Error(`${app}/${BENCH_DIST}/mf-manifest.json is missing: run node scripts/build-apps.mjs`);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    rows.push({
      kind: 'remoteEntry',
      app,
      name: manifest.metaData.remoteEntry.name,
      bytes: fileGzip(app, manifest.metaData.remoteEntry.name),
    });
    for (const exposed of manifest.exposes) {
      const files = exposed.assets.js.sync;
      const bytes = files.reduce((sum, file) => sum + fileGzip(app, file), 0);
      const asyncBytes = exposed.assets.js.async.reduce((sum, file) => sum + fileGzip(app, file), 0);
      rows.push({ kind: 'exposed', app, name: exposed.name, bytes, asyncBytes, files });
    }
  }
  return rows;
}

/** Loads a route in Chromium and sums the gzip size of every JS response until the network is idle. */
export async function measureRouteJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), { raw: body.length, gzip: gzipSize(body) });
    } catch {
      // a redirect or aborted response has no body
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lazy remotes start after React renders: wait for quiet again.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await context.close();
  const files = [...scripts.entries()].map(([scriptUrl, size]) => ({ url: scriptUrl, ...size }));
  return {
    url,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    files: files.sort((a, b) => b.gzip - a.gzip),
  };
}

const kb = (bytes) => (bytes / KB).toFixed(1);

function toMarkdown(report) {
  const lines = [
    measuredLine('node bench/bundle-budgets.mjs'),
    '',
    'gzip (level 6) sizes in kB of 1,000 bytes. "Before interactive" = every JS response of the route loaded in Chromium',
    'from the production builds (shell :3110, remotes :3111-3114), unthrottled, until the network is idle: shell main with',
    'the federation runtime, the shared singletons (React, router, jotai, styled-components, TanStack Query, @carmarket/shared), each',
    "remote's remoteEntry.js and the exposed chunks the route mounts. Budgets live in bench/budgets.json; the check exits",
    'non-zero past any of them.',
    '',
    '| Route | JS before interactive | Files | Budget | |',
    '|---|---|---|---|---|',
    ...report.routes.map(
      (r) =>
        `| ${r.route} | ${kb(r.gzip)} kB (${kb(r.raw)} kB raw) | ${r.files.length} | ${r.budgetKb} kB | ${verdict(r.gzip <= r.budgetKb * KB)} |`,
    ),
    '',
    'Largest files of /:',
    '',
    ...(report.routes[0]?.files.slice(0, 8).map((f) => `- ${new URL(f.url).host}${new URL(f.url).pathname}: ${kb(f.gzip)} kB`) ?? []),
    '',
    '| Remote | File | gzip | Budget | |',
    '|---|---|---|---|---|',
    ...report.remotes.map(
      (r) =>
        `| ${r.app} | ${r.kind === 'remoteEntry' ? r.name : `${r.name} (first chunk${r.asyncBytes ? `; manifest lists ${kb(r.asyncBytes)} kB more async, shared fallbacks included, fetched only when needed` : ''})`} | ${kb(r.bytes)} kB | ${r.budgetKb ?? '—'} kB | ${verdict(r.budgetKb !== null && r.bytes <= r.budgetKb * KB)} |`,
    ),
  ];
  return lines.join('\n');
}

async function main() {
  const json = process.argv.includes('--json');
  const staticOnly = process.argv.includes('--static-only');
  const failures = [];
  const report = { date: new Date().toISOString(), routes: [], remotes: staticFigures() };

  for (const row of report.remotes) {
    const budgetKb = row.kind === 'remoteEntry' ? budgets.remoteEntryKb[row.app] : budgets.exposedFirstChunkKb[`${row.app}/${row.name}`];
    row.budgetKb = budgetKb ?? null;
    if (budgetKb === undefined) failures.push(`${row.app} ${row.name}: no budget in bench/budgets.json`);
    else if (row.bytes > budgetKb * KB) failures.push(`${row.app} ${row.name}: ${kb(row.bytes)} kB > ${budgetKb} kB`);
  }

  if (!staticOnly) {
    const { chromium } = loadPlaywright();
    await startFederatedStack();
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      for (const [route, budgetKb] of Object.entries(budgets.routeJsKb)) {
        const figure = await measureRouteJs(browser, `${SHELL_URL}${route}`);
        report.routes.push({ route, budgetKb, ...figure });
        if (figure.gzip > budgetKb * KB) failures.push(`${route}: ${kb(figure.gzip)} kB of JS > ${budgetKb} kB`);
      }
    } finally {
      await browser.close();
      await stopStack();
    }
  }

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'bundle-budgets.json'), JSON.stringify(report, null, 2));
  if (json) console.log(JSON.stringify(report, null, 2));
  else {
    for (const route of report.routes) {
      console.log(
        `${route.route.padEnd(10)} JS before interactive: ${kb(route.gzip)} kB gzip (${kb(route.raw)} kB raw, ${route.files.length} files), budget ${route.budgetKb} kB`,
      );
    }
    for (const row of report.remotes) {
      console.log(`${row.app.padEnd(11)} ${row.name.padEnd(22)} ${kb(row.bytes).padStart(6)} kB gzip  budget ${row.budgetKb ?? '—'} kB`);
    }
  }
  if (process.argv.includes('--write-docs')) writeBenchmarkSection('Bundle budgets', toMarkdown(report));
  if (failures.length > 0) {
    console.error(`\nBudget exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\nAll bundle budgets met.');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
