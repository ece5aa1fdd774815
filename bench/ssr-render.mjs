// The shell server's render time under load (issue 15 point 6): autocannon at 20 connections
// against the server-rendered documents of /buy-car and /buy-car/{id} (the car pages rotate over
// the first page of cars, so the API's response cache is not one hot key). Per route: requests a
// second, the client's latency p50/p95/p99 (every 2xx response's full document time, nearest
// rank), and the server's own time for the document from its Server-Timing header (render;dur:
// route data + remote + React render, shell/server/ssr-server.mjs), p50/p95. Requests accept
// br/gzip as a browser does (the server compresses). Before the load, one request per path checks
// that the page was rendered on the server and whether a slot fell back to the client (<!--$!-->),
// so a fast figure for a page that did not render is visible as such.
//   flock /tmp/carmarket-heavy.lock node scripts/build-apps.mjs --ssr
//   node bench/ssr-render.mjs [--connections 20] [--duration 10] [--routes /buy-car,/buy-car/{id}] [--force]
// Written to docs/BENCHMARKS.md only when the machine stayed quiet (bench/lib/quiet.mjs).
// Against a running server instead of its own stack (`pnpm start:ssr`, or `pnpm start` once the
// server is the default): BENCH_SHELL_URL=http://localhost:3000 BENCH_API_URL=http://localhost:4000 node bench/ssr-render.mjs
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile, summarizeLoad } from './lib/load-summary.mjs';
import { repoRoot, resultsDir } from './lib/paths.mjs';
import { recordedHeader } from './lib/machine.mjs';
import { describeLoad, mayRecord, watchQuiet } from './lib/quiet.mjs';
import { median, writeBenchmarkSection } from './lib/report.mjs';
import { API_URL, BENCH_CARS, EXTERNAL_STACK, SHELL_URL, startFederatedStack, stopStack } from './lib/stack.mjs';

// Render figures: the shell's HTML cache (ADR 0013) is off for this bench's server unless asked
// for (bench/ssr-cache.mjs measures the cache).
process.env.BENCH_HTML_CACHE ??= '0';

const autocannon = createRequire(path.join(repoRoot, 'api/package.json'))('autocannon');

function argValue(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
}

/** The `dur` of the named metric in a Server-Timing header ('render;dur=12.5, db;dur=3'), or NaN. */
function serverTiming(header, name = 'render') {
  for (const entry of String(header ?? '').split(',')) {
    const [metric, ...params] = entry.trim().split(';');
    if (metric.trim() !== name) continue;
    const duration = params.map((param) => param.trim()).find((param) => param.startsWith('dur='));
    if (duration) return Number(duration.slice(4));
  }
  return Number.NaN;
}

const ms = (value) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : String(Math.round(value)));

async function carPaths(count) {
  const response = await fetch(`${API_URL}/api/v1/cars?pageSize=${count}`);
  const body = await response.json();
  return body.cars.map((car) => `/buy-car/${car.id}`);
}

/** One autocannon run over `paths` (cycled per connection); every response's figures kept. */
async function measure(paths, { connections, duration }) {
  const renders = [];
  const onResponse = (_status, _body, _context, headers) => {
    // autocannon hands the raw header names ('Server-Timing').
    const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === 'server-timing');
    const render = serverTiming(name ? headers[name] : undefined);
    if (!Number.isNaN(render)) renders.push(render);
  };
  const instance = autocannon({
    url: SHELL_URL,
    connections,
    duration,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath, onResponse })),
  });
  const load = await summarizeLoad(instance);
  renders.sort((a, b) => a - b);
  return { ...load, renderP50: percentile(renders, 50), renderP95: percentile(renders, 95) };
}

/**
 * One request alone per path (no concurrency): the floor under the loaded figures, and what each
 * page was: rendered on the server or not, with a slot fallen back to the browser or not.
 */
async function alone(paths) {
  const renders = [];
  const totals = [];
  let clientRendered = 0;
  let fellBack = 0;
  let outlined = 0;
  for (const requestPath of paths) {
    const started = performance.now();
    const response = await fetch(`${SHELL_URL}${requestPath}`);
    const html = await response.text();
    totals.push(performance.now() - started);
    renders.push(serverTiming(response.headers.get('server-timing')));
    if (!html.includes('data-server-rendered')) clientRendered += 1;
    else if (html.includes('<!--$!-->')) fellBack += 1;
    // A boundary written as pending (<!--$?-->) shows only once an inline script (or hydration) reveals it.
    if (html.includes('<!--$?-->')) outlined += 1;
  }
  return {
    total: median(totals),
    render: median(renders.filter((value) => !Number.isNaN(value))),
    pages: paths.length,
    clientRendered,
    fellBack,
    outlined,
  };
}

async function main() {
  const connections = Number(argValue('connections', 20));
  const duration = Number(argValue('duration', 10));
  const only = argValue('routes', '/buy-car,/buy-car/{id}').split(',');
  const quiet = await watchQuiet();
  try {
    // Inside the try: a stack that fails its checks is still stopped.
    await startFederatedStack({ ssr: true });
    const cars = await carPaths(24);
    const routes = [
      { label: '/buy-car', paths: ['/buy-car'] },
      { label: '/buy-car/{id}', paths: cars },
    ].filter((route) => only.includes(route.label));
    const rows = [];
    for (const route of routes) {
      // Warm-up: every remote and chunk loaded, the API's caches filled, the JIT warm.
      for (let i = 0; i < 3; i += 1) for (const requestPath of route.paths) await (await fetch(`${SHELL_URL}${requestPath}`)).text();
      const single = await alone(route.paths);
      const row = { route: route.label, connections, duration, single, ...(await measure(route.paths, { connections, duration })) };
      console.log(
        `${row.route}: ${row.rps} req/s, p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms, p99 ${ms(row.p99)} ms; server render p50 ${ms(row.renderP50)} ms, p95 ${ms(row.renderP95)} ms; alone ${ms(single.total)} ms (render ${ms(single.render)} ms); ${row.statuses}; of ${single.pages} pages ${single.clientRendered} not server-rendered, ${single.fellBack} with a slot fallen back, ${single.outlined} with a boundary left for a script to reveal`,
      );
      rows.push(row);
    }
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(path.join(resultsDir, 'ssr-render.json'), JSON.stringify(rows, null, 2));
    const command = `${EXTERNAL_STACK ? `BENCH_SHELL_URL=${SHELL_URL} BENCH_API_URL=${API_URL} ` : ''}node bench/ssr-render.mjs --connections ${connections} --duration ${duration}`;
    const machine = quiet.finish();
    const markdown = [
      recordedHeader({ command, verdict: machine, loadNote: describeLoad(machine) }),
      '',
      EXTERNAL_STACK
        ? `The running stack at ${SHELL_URL} (API ${API_URL}).`
        : `The shell rendered by shell/server/ssr-server.mjs (builds of \`build-apps --ssr\`, budget 2500 ms), remotes static, the bench API with ${BENCH_CARS} generated cars, all on this machine.`,
      `autocannon, ${connections} connections, ${duration} s per route after a warm-up; /buy-car/{id} cycles over the first 24 cars.`,
      'Latency = the whole document as the client receives it (exact nearest-rank percentiles of the 2xx responses); server render =',
      "the server's Server-Timing `render` (route data + remote + React render, until the document is ready), p50/p95 of every response.",
      '"Alone" = median of single requests one at a time before the load, one per path; the last three columns count those pages',
      '(a boundary "left for a script" is written pending, `<!--$?-->`, and shows only once an inline script or hydration reveals it).',
      '',
      '| Route | req/s | p50 | p95 | p99 | Server render p50 | Server render p95 | Alone (render) | Responses | Not server-rendered | A slot fell back | A boundary left for a script |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|---:|---:|---:|',
      ...rows.map(
        (row) =>
          `| ${row.route} | ${row.rps} | ${ms(row.p50)} ms | ${ms(row.p95)} ms | ${ms(row.p99)} ms | ${ms(row.renderP50)} ms | ${ms(row.renderP95)} ms | ${ms(row.single.total)} ms (${ms(row.single.render)} ms) | ${row.statuses} | ${row.single.clientRendered} of ${row.single.pages} | ${row.single.fellBack} of ${row.single.pages} | ${row.single.outlined} of ${row.single.pages} |`,
      ),
    ].join('\n');
    console.log(markdown);
    if (mayRecord(machine)) {
      writeBenchmarkSection('Server render time', markdown);
      console.log('Server render figures written to docs/BENCHMARKS.md');
    }
  } finally {
    await stopStack();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
