// JS each route downloads on a cold load (compressed bytes on the wire and gzip-equivalent),
// against the running production builds (pnpm start, or the e2e servers).
//   node bench/route-js-bytes.mjs [--base http://localhost:3000] [--routes /,/buy-car]
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, appByDir, SHELL_DIR } from '../scripts/apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = require('@playwright/test');

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};
const base = arg('base', `http://localhost:${appByDir(SHELL_DIR).port}`);
const routes = arg('routes', '/,/buy-car,/sell,/top-dealer,/settings/profile,/contact-us').split(',');

async function carId() {
  try {
    const response = await fetch(`http://localhost:${API_PORT}/api/v1/cars?pageSize=1`);
    const body = await response.json();
    return body.cars?.[0]?.id;
  } catch {
    return undefined;
  }
}

const id = await carId();
if (id) routes.splice(2, 0, `/buy-car/${id}`);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows = [];
for (const route of routes) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script') return;
    try {
      const body = await response.body();
      const sizes = await response.request().sizes();
      scripts.push({ url: response.url(), wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 6 }).length, raw: body.length });
    } catch {
      // aborted
    }
  });
  await page.goto(base + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  const origins = [...new Set(scripts.map((script) => new URL(script.url).port))].sort().join(', ');
  rows.push({
    route: route.replace(id ?? '\u0000', '{id}'),
    files: scripts.length,
    wire: sum('wire'),
    gzip: sum('gzip'),
    raw: sum('raw'),
    origins,
  });
  await context.close();
}
await browser.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('| Route | JS files | on the wire (br) | gzip -6 equivalent | uncompressed | from ports |');
console.log('|---|---:|---:|---:|---:|---|');
for (const row of rows)
  console.log(`| ${row.route} | ${row.files} | ${kb(row.wire)} | ${kb(row.gzip)} | ${kb(row.raw)} | ${row.origins} |`);
