// API benchmark: seeds 10,000 and 100,000 cars (PGlite in a temp dir unless DATABASE_URL is set),
// starts the API on loopback in a child process and drives it with autocannon (50 connections).
// Writes the table into docs/BENCHMARKS.md (or --out FILE) under '## API'.
// Usage: pnpm --filter api bench [--sizes 10000,100000] [--duration 10] [--out FILE]
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { summarizeLoad } from '../../bench/lib/load-summary.mjs';
import { LISTING_BENCH_QUERIES } from './listing-queries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const duration = Number(arg('duration', '10'));
const connections = 50;
const port = 4490;
const GET_ALL_REQUESTS = 3;
const outFile = path.resolve(arg('out', path.join(repoRoot, 'docs/BENCHMARKS.md')));

function run(cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd: apiDir, env, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} exited ${code}`))));
  });
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 300; i += 1) {
    await new Promise((r) => setTimeout(r, 500));
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
  }
  child.kill('SIGTERM');
  throw new Error('API did not start');
}

interface Row {
  cars: number;
  call: string;
  rps: number;
  p50: string;
  p95: string;
  p99: string;
  statuses: string;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : String(Math.round(value)));

interface MeasureOptions {
  connections?: number;
  /** Fixed number of responses instead of `duration` seconds (slow calls). */
  amount?: number;
  timeoutSeconds?: number;
}

/**
 * Runs autocannon: summarizeLoad (bench/lib) keeps every response's latency, so p50/p95/p99 are
 * true percentiles of the 2xx responses (autocannon's own histogram has no p95, only a p97.5 bucket).
 */
async function measure(name: string, cars: number, requests: autocannon.Request[], options: MeasureOptions = {}): Promise<Row> {
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: options.connections ?? connections,
    ...(options.amount ? { amount: options.amount } : { duration }),
    requests,
    timeout: options.timeoutSeconds ?? 30,
  });
  const load = await summarizeLoad(instance);
  return { cars, call: name, rps: load.rps, p50: ms(load.p50), p95: ms(load.p95), p99: ms(load.p99), statuses: load.statuses };
}

/** Numbers the send-otp row rotates over (signed up before it runs; 409 on a re-run is fine). */
const BENCH_USERS = 2000;
const benchNumber = (i: number) => `6${String(100_000_000 + i).padStart(9, '0')}`;

async function signUpBenchUsers(): Promise<void> {
  for (let i = 0; i < BENCH_USERS; i += 25) {
    await Promise.all(
      Array.from({ length: Math.min(25, BENCH_USERS - i) }, async (_, k) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullName: `Bench User ${i + k}`, email: `bench${i + k}@example.in`, mobileNumber: benchNumber(i + k) }),
        });
        if (res.status !== 201 && res.status !== 409) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
      }),
    );
  }
}

const listingRequests = LISTING_BENCH_QUERIES.map((q) => ({ method: 'GET' as const, path: `/api/v1/cars${q ? `?${q}` : ''}` }));

async function main() {
  const rows: Row[] = [];
  for (const cars of sizes) {
    const dataDir = path.join(os.tmpdir(), `carmarket-bench-${cars}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      RATE_LIMIT_MAX: '100000000',
      // Limits and the 30 s cooldown off (allowed outside production), so send-otp measures sends, not 429s.
      OTP_SEND_PER_IP: '100000000',
      OTP_SEND_PER_NUMBER: '100000000',
      OTP_VERIFY_PER_IP: '100000000',
      OTP_RESEND_SECONDS: '0',
    };
    console.log(`# seeding ${cars} cars in ${dataDir}`);
    await run(process.execPath, ['--import', 'tsx', 'src/db/seed-cli.ts', '--cars', String(cars)], env);
    for (const cache of [true, false]) {
      const server = await startServer({ ...env, LISTING_CACHE_TTL_MS: cache ? '10000' : '0' });
      try {
        const label = cache ? 'response cache' : 'no response cache: SQL every request';
        // Warm-up so the first compile/plan of each query is not counted.
        for (const req of listingRequests) await fetch(`http://127.0.0.1:${port}${req.path}`);
        rows.push(await measure(`GET /api/v1/cars (12 filter/sort mixes, ${label})`, cars, listingRequests));
        if (cache) {
          await signUpBenchUsers();
          let next = 0;
          rows.push(
            await measure(
              `POST /api/v1/auth/send-otp (${BENCH_USERS.toLocaleString('en-US')} numbers in rotation, resend cooldown off)`,
              cars,
              [
                {
                  method: 'POST',
                  path: '/api/v1/auth/send-otp',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ mobileNumber: benchNumber(0) }),
                  setupRequest: (request) => ({ ...request, body: JSON.stringify({ mobileNumber: benchNumber(next++ % BENCH_USERS) }) }),
                },
              ],
            ),
          );
          // One page of 100 cars (the most getAll answers since issue 17): a fixed number of requests on
          // one connection, after one warm-up request that builds the cached page.
          const getAll: autocannon.Request = {
            method: 'POST',
            path: '/api/v1/car/getAll',
            headers: { 'content-type': 'application/json' },
            body: '{"userType":"Dealer"}',
          };
          await fetch(`http://127.0.0.1:${port}${getAll.path}`, { method: 'POST', headers: getAll.headers, body: getAll.body }).then((r) =>
            r.arrayBuffer(),
          );
          rows.push(
            await measure(
              `POST /api/v1/car/getAll (first page of 100 cars; ${GET_ALL_REQUESTS} requests on 1 connection after a warm-up)`,
              cars,
              [getAll],
              { connections: 1, amount: GET_ALL_REQUESTS, timeoutSeconds: 300 },
            ),
          );
        }
      } finally {
        // Wait for the port to be free before the next server starts.
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
    }
  }
  const table = [
    '## API',
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; date ${new Date().toISOString().slice(0, 10)}.`,
    `Command: \`pnpm --filter api bench\` (autocannon, ${connections} connections and ${duration} s per row unless noted, API in a child process on 127.0.0.1, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite embedded'}).`,
    "Latency columns are milliseconds: exact percentiles (nearest rank) of the 2xx responses, from every response's time.",
    'req/s = responses / wall-clock time of the row. send-otp runs with OTP_RESEND_SECONDS=0 and high per-number/per-IP limits',
    '(allowed outside production) over numbers signed up for the bench, so it measures code sends rather than 429s.',
    '',
    '| Cars | Call | req/s | p50 | p95 | p99 | Responses |',
    '|---:|---|---:|---:|---:|---:|---|',
    ...rows.map((r) => `| ${r.cars.toLocaleString('en-US')} | ${r.call} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.statuses} |`),
    '',
    'Target (issue 9): listing p95 <= 50 ms at 100,000 cars and 50 connections. GET /api/v1/cars is answered in SQL',
    '(api/src/features/cars/listing-sql.ts: page, one GROUPING SETS statement for the total and every facet, bounds) behind',
    'a response cache checked against the listing version (ADR 0004). The "no response cache" rows measure the SQL path',
    '(LISTING_CACHE_TTL_MS=0). Several instances on PostgreSQL: bench/listing-bench.ts (see "Listing on PostgreSQL").',
    'car/getAll answers at most 100 cars per call (page/pageSize, with a total); the browse page uses GET /api/v1/cars.',
    '',
  ].join('\n');
  const file = outFile;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n\n';
  const start = current.indexOf('## API\n');
  let next: string;
  if (start === -1) next = `${current.trimEnd()}\n\n${table}`;
  else {
    const after = current.indexOf('\n## ', start + 7);
    next = current.slice(0, start) + table + (after === -1 ? '' : current.slice(after + 1));
  }
  writeFileSync(file, next);
  console.log(table);
}

await main();
