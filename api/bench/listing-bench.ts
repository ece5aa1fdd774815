// Listing benchmark for several API instances on one database (issue 13, ADR 0004): the 12
// filter/sort mixes of GET /api/v1/cars with the response cache (50 connections spread over 2
// instances) and without it (10 connections, one instance), plus each instance's start time and
// memory (RSS). The database must already hold the cars (seed-cli --cars N); the instances are
// started with SEED_CARS=0-like settings so they only migrate and serve.
// Usage: DATABASE_URL=... node --import tsx bench/listing-bench.ts [--duration 10] [--instances 2] [--port 4491]
// [--only cached|uncached] (instances listen on --port, --port + 1, ...).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LISTING_BENCH_QUERIES } from './listing-queries';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const duration = Number(arg('duration', '10'));
const instances = Number(arg('instances', '2'));
const firstPort = Number(arg('port', '4491'));
const only = arg('only', 'both');
console.log(
  `Load average before: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const requests = LISTING_BENCH_QUERIES.map((q) => ({ method: 'GET' as const, path: `/api/v1/cars${q ? `?${q}` : ''}` }));

/** RSS of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; startMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 2400; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, startMs: Math.round(performance.now() - started) };
  }
  child.kill('SIGTERM');
  throw new Error('API did not start');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
const ms = (v: number) => (Number.isNaN(v) ? '—' : v < 10 ? v.toFixed(1) : String(Math.round(v)));

/** Runs one autocannon per port at once (connections split evenly) and pools every 2xx latency. */
async function measure(ports: readonly number[], connections: number) {
  const latencies: number[] = [];
  const byStatus = new Map<number, number>();
  const started = performance.now();
  await Promise.all(
    ports.map((port, i) => {
      const instance = autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.floor(connections / ports.length) + (i < connections % ports.length ? 1 : 0),
        duration,
        requests,
        timeout: 30,
      });
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
        if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      });
      return instance;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const responses = [...byStatus.values()].reduce((a, b) => a + b, 0);
  return {
    rps: Math.round((responses / seconds) * 10) / 10,
    p50: ms(percentile(latencies, 50)),
    p95: ms(percentile(latencies, 95)),
    p99: ms(percentile(latencies, 99)),
    statuses: [...byStatus.entries()].map(([code, n]) => `${code}: ${n}`).join(', ') || 'none',
  };
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'development',
  RATE_LIMIT_MAX: '100000000',
  SEED_CARS: process.env.SEED_CARS ?? '240',
};

const lines: string[] = [];
for (const [label, cacheTtl, connections, count] of [
  ['response cache (listing version, 10 s TTL)', '10000', 50, instances],
  ['no response cache (SQL every request)', '0', 10, 1],
] as const) {
  if ((only === 'cached' && cacheTtl === '0') || (only === 'uncached' && cacheTtl !== '0')) continue;
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  const servers = [];
  // One after another, as a rolling start would.
  for (const port of ports) servers.push(await startServer(port, { ...env, LISTING_CACHE_TTL_MS: cacheTtl }));
  try {
    for (const port of ports) for (const req of requests) await fetch(`http://127.0.0.1:${port}${req.path}`).then((r) => r.arrayBuffer());
    const idle = servers.map((s) => rssMb(s.child.pid!));
    const row = await measure(ports, connections);
    const loaded = servers.map((s) => rssMb(s.child.pid!));
    lines.push(
      `| ${label} | ${count} | ${connections} | ${row.rps} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.statuses} | ${servers.map((s) => s.startMs).join(' / ')} | ${idle.join(' / ')} → ${loaded.join(' / ')} |`,
    );
    console.log(lines[lines.length - 1]);
  } finally {
    for (const s of servers) await stop(s.child);
  }
}
console.log(
  [
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${new Date().toISOString()}.`,
    '| Path | Instances | Connections | req/s | p50 | p95 | p99 | Responses | Start ms | RSS MB (warm → after load) |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|---|',
    ...lines,
  ].join('\n'),
);
