// What an autocannon run measured, the same way for every load benchmark (bench/ssr-render.mjs,
// api/bench/run-bench.ts): every response's latency is kept, so p50/p95/p99 are true nearest-rank
// percentiles of the 2xx responses (autocannon's own histogram has no p95, only a p97.5 bucket).

/** Nearest-rank percentile of sorted values (NaN for none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Watches a running autocannon instance to its end: responses a second, latency percentiles, statuses. */
export async function summarizeLoad(instance) {
  const started = performance.now();
  const latencies = [];
  const byStatus = new Map();
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    byStatus.set(statusCode, (byStatus.get(statusCode) ?? 0) + 1);
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const responses = [...byStatus.values()].reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  const statuses = [...byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, count]) => `${code}: ${count}`)
    .concat(result.errors ? [`errors: ${result.errors}`] : [], result.timeouts ? [`timeouts: ${result.timeouts}`] : [])
    .join(', ');
  return {
    rps: Math.round((responses / seconds) * 10) / 10,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses,
    statuses: statuses || 'none',
  };
}
