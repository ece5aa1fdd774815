// The shell server's HTML cache under load (issue 26 point 4, ADR 0013). One run, one machine:
//   1. one shell process, 50 connections: a static asset (the shell's main script, pre-compressed)
//      against the anonymous documents /, /buy-car and /buy-car/{id} served from the cache
//      (targets: each >= 25 % of the static rate, p97.5 <= 100 ms);
//   2. the uncached render of /buy-car/{id} alone (a shell with --no-html-cache; target <= 30 ms):
//      median of single requests, the server's own time (Server-Timing render);
//   3. 1 vs 2 shell processes (ssr-server.mjs --workers 2: node:cluster on one port), 50
//      connections, /buy-car/{id} cached and uncached: how the rate scales with processes.
// Every request accepts br/gzip as a browser does; /buy-car/{id} cycles over the first 24 cars.
// The stack is bench/lib/stack.mjs's (API with generated cars, remotes static) plus three more
// shell servers on BENCH_PORT_BASE+7..+9 (or 3117-3119).
//   flock /tmp/carmarket-bench.lock node bench/ssr-cache.mjs [--connections 50] [--duration 10]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, summarizeLoad } from './lib/load-summary.mjs';
import { benchDataDir, repoRoot, resultsDir } from './lib/paths.mjs';
import { measuredLine, median, verdict, writeBenchmarkSection } from './lib/report.mjs';
import { API_URL, BENCH_CARS, BENCH_PORTS, BENCH_ROOT, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';

const autocannon = createRequire(path.join(repoRoot, 'api/package.json'))('autocannon');

function argValue(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

const ms = (value) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : String(Math.round(value)));

/** The extra shell servers of this bench: their own ports past the stack's. */
const EXTRA_PORT = (offset) => BENCH_PORTS.shell + 7 + offset;
const children = [];

function startShell(port, args) {
  const child = spawn(
    process.execPath,
    [
      path.join(BENCH_ROOT, 'shell/server/ssr-server.mjs'),
      '--dist',
      path.join(BENCH_ROOT, 'shell/dist'),
      '--port',
      String(port),
      '--composition',
      path.join(benchDataDir, 'composition.json'),
      ...args,
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, CARMARKET_API_URL: API_URL } },
  );
  children.push(child);
  return `http://localhost:${port}`;
}

async function waitUntilUp(url) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

function stopShells() {
  for (const child of children.splice(0)) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function carPaths(count) {
  const body = await (await fetch(`${API_URL}/api/v1/cars?pageSize=${count}`)).json();
  return body.cars.map((car) => `/buy-car/${car.id}`);
}

/** The shell's main script as the document names it (a static, pre-compressed asset). */
function staticAssetPath() {
  const template = readFileSync(path.join(BENCH_ROOT, 'shell/dist/index.html'), 'utf8');
  const main = /["'](\/?main\.[0-9a-f]+\.js)["']/.exec(template)?.[1];
  if (!main) throw new Error('shell/dist/index.html names no main.<hash>.js');
  return main.startsWith('/') ? main : `/${main}`;
}

/** One autocannon run over `paths` at `base`; p97.5 besides the load summary; what the cache answered. */
async function measure(base, paths, { connections, duration }) {
  const latencies = [];
  const cacheStates = new Map();
  const onResponse = (_status, _body, _context, headers) => {
    const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'x-cache');
    const state = name ? headers[name] : 'none';
    cacheStates.set(state, (cacheStates.get(state) ?? 0) + 1);
  };
  const instance = autocannon({
    url: base,
    connections,
    duration,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath, onResponse })),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const load = await summarizeLoad(instance);
  latencies.sort((a, b) => a - b);
  const cache = [...cacheStates.entries()].map(([state, count]) => `${state}: ${count}`).join(', ');
  return { ...load, p975: percentile(latencies, 97.5), cache };
}

/** Single requests one at a time: median total and median Server-Timing render. */
async function alone(base, paths, rounds = 3) {
  const totals = [];
  const renders = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const requestPath of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${requestPath}`);
      await response.text();
      totals.push(performance.now() - started);
      const render = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
      if (render) renders.push(Number(render));
    }
  }
  return { total: median(totals), render: median(renders) };
}

async function warm(base, paths) {
  for (let i = 0; i < 2; i += 1) for (const requestPath of paths) await (await fetch(`${base}${requestPath}`)).text();
}

async function main() {
  const connections = Number(argValue('connections', 50));
  const duration = Number(argValue('duration', 10));
  try {
    await startFederatedStack({ ssr: true });
    const cars = await carPaths(24);
    const uncached = startShell(EXTRA_PORT(0), ['--no-html-cache']);
    const twoCached = startShell(EXTRA_PORT(1), ['--workers', '2']);
    const twoUncached = startShell(EXTRA_PORT(2), ['--workers', '2', '--no-html-cache']);
    for (const base of [uncached, twoCached, twoUncached]) await waitUntilUp(`${base}/contact-us`);

    const load = { connections, duration };
    const asset = staticAssetPath();
    const routes = [
      { label: '/', paths: ['/'] },
      { label: '/buy-car', paths: ['/buy-car'] },
      { label: '/buy-car/{id}', paths: cars },
    ];
    for (const route of routes) await warm(SHELL_URL, route.paths);
    const staticRow = { label: `static ${asset}`, ...(await measure(SHELL_URL, [asset], load)) };
    const cachedRows = [];
    for (const route of routes) {
      await warm(SHELL_URL, route.paths);
      cachedRows.push({ label: route.label, ...(await measure(SHELL_URL, route.paths, load)) });
    }
    await warm(uncached, cars);
    const uncachedAlone = await alone(uncached, cars);

    const scaling = [];
    for (const [label, one, two] of [
      ['/buy-car/{id} cached', SHELL_URL, twoCached],
      ['/buy-car/{id} uncached', uncached, twoUncached],
    ]) {
      await warm(one, cars);
      const single = await measure(one, cars, load);
      await warm(two, cars);
      await warm(two, cars);
      const double = await measure(two, cars, load);
      scaling.push({ label, single, double });
    }

    const share = (row) => Math.round((row.rps / staticRow.rps) * 1000) / 10;
    for (const row of [staticRow, ...cachedRows]) {
      console.log(
        `${row.label}: ${row.rps} req/s (${share(row)} % of static), p50 ${ms(row.p50)} ms, p97.5 ${ms(row.p975)} ms, p99 ${ms(row.p99)} ms; ${row.statuses}; cache ${row.cache}`,
      );
    }
    console.log(`/buy-car/{id} uncached, alone: ${ms(uncachedAlone.total)} ms (render ${ms(uncachedAlone.render)} ms)`);
    for (const row of scaling) {
      console.log(
        `${row.label}: 1 process ${row.single.rps} req/s (p97.5 ${ms(row.single.p975)} ms), 2 processes ${row.double.rps} req/s (p97.5 ${ms(row.double.p975)} ms), x${(row.double.rps / row.single.rps).toFixed(2)}`,
      );
    }

    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'ssr-cache.json'), JSON.stringify({ staticRow, cachedRows, uncachedAlone, scaling }, null, 2));
    const markdown = [
      measuredLine(`node bench/ssr-cache.mjs --connections ${connections} --duration ${duration}`),
      '',
      `The shell rendered by shell/server/ssr-server.mjs with its HTML cache (ADR 0013), remotes static, the bench API with ${BENCH_CARS} generated cars, all on this machine.`,
      `autocannon, ${connections} connections, ${duration} s per row after a warm-up, br/gzip accepted; /buy-car/{id} cycles over the first 24 cars.`,
      'Latency: the whole response as the client receives it, nearest-rank percentiles of the 2xx responses. "Cache": the X-Cache answers.',
      '',
      '| One shell process | req/s | % of static | p50 | p97.5 | p99 | ≥ 25 % and p97.5 ≤ 100 ms | Responses | Cache |',
      '|---|---:|---:|---:|---:|---:|---|---|---|',
      `| ${staticRow.label} | ${staticRow.rps} | 100 % | ${ms(staticRow.p50)} ms | ${ms(staticRow.p975)} ms | ${ms(staticRow.p99)} ms | — | ${staticRow.statuses} | — |`,
      ...cachedRows.map(
        (row) =>
          `| ${row.label} cached | ${row.rps} | ${share(row)} % | ${ms(row.p50)} ms | ${ms(row.p975)} ms | ${ms(row.p99)} ms | ${verdict(share(row) >= 25 && row.p975 <= 100)} | ${row.statuses} | ${row.cache} |`,
      ),
      '',
      `Uncached render of /buy-car/{id} alone (--no-html-cache, median of ${cars.length * 3} single requests): ${ms(uncachedAlone.total)} ms whole response, server render ${ms(uncachedAlone.render)} ms (target ≤ 30 ms: ${verdict(uncachedAlone.render <= 30)}).`,
      '',
      '| /buy-car/{id}, 50 connections | 1 process req/s | p97.5 | 2 processes (--workers 2) req/s | p97.5 | Scaling |',
      '|---|---:|---:|---:|---:|---:|',
      ...scaling.map(
        (row) =>
          `| ${row.label} | ${row.single.rps} | ${ms(row.single.p975)} ms | ${row.double.rps} | ${ms(row.double.p975)} ms | ×${(row.double.rps / row.single.rps).toFixed(2)} |`,
      ),
    ].join('\n');
    writeBenchmarkSection('HTML cache of the shell server', markdown);
    console.log('HTML cache figures written to docs/BENCHMARKS.md');
  } finally {
    stopShells();
    await stopStack();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
