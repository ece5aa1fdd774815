// Release health telemetry under load (issue 27, deliverable 6): how many beacons one API instance
// accepts per second, and what the per-minute roll-up of what they wrote costs. The API runs in a
// child process on 127.0.0.1 against DATABASE_URL (PostgreSQL; PGlite in a temp dir without it),
// with the per-address beacon limit raised (every connection here is one address). autocannon posts
// the batch a sampled car page sends (text/plain, as sendBeacon does): five Web Vitals, an error and
// a remote failure, tagged with an environment, a route pattern and the releases of three apps.
// Then the stored events are counted (every accepted beacon must be there) and one roll-up of them
// is timed, the way the housekeeping runs it.
// Usage: DATABASE_URL=postgres://... pnpm --filter api exec tsx bench/telemetry-bench.ts [--duration 15] [--connections 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { summarizeLoad } from '../../bench/lib/load-summary.mjs';
import { openDatabase } from '../src/db/database';
import { rollUpTelemetry, ROLLUP_SETTLE_MS } from '../src/features/telemetry/telemetry-rollups';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1]! : fallback;
};
const duration = Number(arg('duration', '15'));
const connections = Number(arg('connections', '50'));
const port = 4491;
const serverUrl = process.env.DATABASE_URL;
const dataDir = serverUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'carmarket-telemetry-bench-'));
// A database of its own on that server, so a bench never mixes with another run's rows or a test's.
const benchDatabase = `telemetry_bench_${Date.now().toString(36)}`;
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${benchDatabase}` }).toString() : undefined;

/** Runs one statement on the server's own database (create or drop the bench's). */
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function carPageBatch(at: number) {
  return {
    environment: 'production',
    route: '/buy-car/:id',
    releases: { shell: '1.4.0+abc1234', 'mf-browse': '2.0.0+def5678', 'mf-auth': '1.1.0+0a1b2c3' },
    events: [
      { kind: 'vital', name: 'TTFB', value: 212, at },
      { kind: 'vital', name: 'FCP', value: 880, at },
      { kind: 'vital', name: 'LCP', value: 1460, at },
      { kind: 'vital', name: 'INP', value: 96, at },
      { kind: 'vital', name: 'CLS', value: 0.01, at },
      { kind: 'error', source: 'uncaught', message: "TypeError: Cannot read properties of undefined (reading 'price')", at },
      { kind: 'remote-failure', remote: 'mf_browse', release: '2.0.0+def5678', cause: 'network', at },
    ],
  };
}
const EVENTS_PER_BEACON = carPageBatch(0).events.length;

async function startApi(): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'development',
    SEED_CARS: '0',
    RATE_LIMIT_MAX: '100000000',
    TELEMETRY_BEACONS_PER_MINUTE: '100000000',
    // The bench times the roll-up itself (a day: longer overflows the timer).
    HOUSEKEEPING_INTERVAL_MINUTES: '1440',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
  }
  child.kill('SIGTERM');
  throw new Error('API did not start');
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  if (serverUrl) await onServer(`create database ${benchDatabase}`);
  const api = await startApi();
  let load;
  try {
    const body = JSON.stringify(carPageBatch(Date.now()));
    const instance = autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      requests: [{ method: 'POST', path: '/api/v1/telemetry', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body }],
    });
    load = await summarizeLoad(instance);
  } finally {
    await stop(api);
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const stored = await database.db
      .selectFrom('telemetryEvents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    // Far enough ahead that every minute written has settled.
    const rollupStarted = performance.now();
    const run = await rollUpTelemetry(database.db, new Date(Date.now() + ROLLUP_SETTLE_MS + 120_000));
    const rollupMs = performance.now() - rollupStarted;
    const accepted = Number(/204: (\d+)/.exec(load.statuses)?.[1] ?? 0);
    const lines = [
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${new Date().toISOString()}.`,
      `Database: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in a temp dir'}; autocannon ${connections} connections, ${duration} s, one API process.`,
      `Beacons accepted: ${load.rps} per second (${load.statuses}); latency p50 ${Math.round(load.p50)} ms, p95 ${Math.round(load.p95)} ms, p99 ${Math.round(load.p99)} ms.`,
      `Events: ${EVENTS_PER_BEACON} per beacon, ${Math.round(load.rps * EVENTS_PER_BEACON)} per second; stored ${stored.count} for ${accepted} beacons answered in time (requests still in flight at the end are stored too).`,
      `Roll-up of all of them (one housekeeping run): ${Math.round(rollupMs)} ms, ${JSON.stringify(run)}.`,
    ];
    console.log(lines.join('\n'));
    // Requests still in flight when autocannon stopped counting are stored too: at most one per connection.
    const expected = accepted * EVENTS_PER_BEACON;
    if (Number(stored.count) < expected || Number(stored.count) > expected + connections * EVENTS_PER_BEACON) {
      console.error(
        `Stored events (${stored.count}) do not match the accepted beacons: ${expected} to ${expected + connections * EVENTS_PER_BEACON} expected.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await database.close();
    if (serverUrl) await onServer(`drop database if exists ${benchDatabase}`);
  }
}

await main();
