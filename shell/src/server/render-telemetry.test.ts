import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TelemetryBatch } from '@carmarket/shared/api-contracts';
import type { Composition } from '../platform/composition';
import { createRenderTelemetry, renderEvents, type RenderOutcome } from './render-telemetry';

const staging: Composition = {
  environment: 'staging',
  apiBaseUrl: 'http://api.test',
  remoteTimeoutMs: 5000,
  remotes: {},
  allowedOverrideOrigins: [],
  releases: { shell: { version: '1.4.0+abc1234' }, 'mf-browse': { version: '2.0.0+def5678' } },
  telemetry: { sampleRate: 1 },
};

const carPage = (changes: Partial<RenderOutcome> = {}): RenderOutcome => ({
  composition: staging,
  pathname: '/buy-car/6b7845fa',
  durationMs: 182.4,
  remote: { name: 'mf_browse', durationMs: 96.6 },
  ...changes,
});

function harness(options: { maxBatchesPerFlush?: number; maxQueued?: number; random?: () => number } = {}) {
  const sent: Array<{ apiBaseUrl: string; batch: TelemetryBatch }> = [];
  const logged: string[] = [];
  const telemetry = createRenderTelemetry({
    log: (message) => logged.push(message),
    send: async (apiBaseUrl, batch) => {
      sent.push({ apiBaseUrl, batch });
    },
    flushEveryMs: 10_000,
    now: () => 1_700_000_000_000,
    ...options,
  });
  return { telemetry, sent, logged };
}

describe("a render's events", () => {
  it("are the page's render and its route remote's, with that remote's release, in whole milliseconds", () => {
    expect(renderEvents(carPage(), 5)).toEqual([
      { kind: 'render', durationMs: 182, at: 5 },
      { kind: 'render', remote: 'mf_browse', release: '2.0.0+def5678', durationMs: 97, at: 5 },
    ]);
  });

  it('say what fell back and why, on the page and on the remote', () => {
    const events = renderEvents(carPage({ fellBack: 'timeout', remote: { name: 'mf_browse', durationMs: 2500, fellBack: 'timeout' } }), 5);
    expect(events.map((event) => (event.kind === 'render' ? event.fellBack : undefined))).toEqual(['timeout', 'timeout']);
  });

  it("are the page's alone on a route without a remote, and a remote no environment released is 'local'", () => {
    expect(renderEvents(carPage({ pathname: '/about', remote: undefined }), 5)).toEqual([{ kind: 'render', durationMs: 182, at: 5 }]);
    const unreleased = renderEvents(carPage({ composition: { ...staging, releases: undefined } }), 5)[1];
    expect(unreleased).toMatchObject({ remote: 'mf_browse', release: 'local' });
  });
});

describe('the render telemetry queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the renders of one page kind as one batch with the route pattern and the releases, after the interval', async () => {
    const { telemetry, sent } = harness();
    telemetry.record(carPage());
    telemetry.record(carPage({ pathname: '/buy-car/0c1d2e3f', durationMs: 40 }));
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.apiBaseUrl).toBe('http://api.test');
    const { events, ...context } = sent[0]!.batch;
    expect(context).toEqual({
      environment: 'staging',
      route: '/buy-car/:id',
      releases: { shell: '1.4.0+abc1234', 'mf-browse': '2.0.0+def5678' },
    });
    expect(events).toHaveLength(4);
    // Never the URL: the car ids are not in what is sent.
    expect(JSON.stringify(sent)).not.toContain('6b7845fa');
    expect(telemetry.queued).toBe(0);
  });

  it('keeps page kinds apart: another route or another release is another batch', async () => {
    const { telemetry, sent } = harness();
    telemetry.record(carPage());
    telemetry.record(carPage({ pathname: '/sell', remote: { name: 'mf_sell', durationMs: 10 } }));
    const canary = { ...staging, releases: { ...staging.releases, 'mf-browse': { version: '2.1.0+c0ffee1' } } };
    telemetry.record(carPage({ composition: canary }));
    await telemetry.flush();
    expect(sent.map(({ batch }) => [batch.route, batch.releases['mf-browse'] ?? batch.releases['mf-sell']])).toEqual([
      ['/buy-car/:id', '2.0.0+def5678'],
      ['/sell', 'local'],
      ['/buy-car/:id', '2.1.0+c0ffee1'],
    ]);
  });

  it('records nothing for an environment that samples nothing, and samples each render by its rate', async () => {
    const draws = [0.1, 0.9];
    const { telemetry, sent } = harness({ random: () => draws.shift() ?? 1 });
    const quarter = { ...staging, telemetry: { sampleRate: 0.25 } };
    telemetry.record(carPage({ composition: { ...staging, telemetry: undefined } }));
    telemetry.record(carPage({ composition: quarter }));
    telemetry.record(carPage({ composition: quarter }));
    await telemetry.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.batch.events).toHaveLength(2);
  });

  it('sends at most 50 events a batch and a few batches a flush (one address shares the API limit), the rest next time', async () => {
    const { telemetry, sent } = harness({ maxBatchesPerFlush: 2 });
    for (let index = 0; index < 80; index += 1) telemetry.record(carPage());
    expect(telemetry.queued).toBe(160);
    await telemetry.flush();
    expect(sent.map(({ batch }) => batch.events.length)).toEqual([50, 50]);
    expect(telemetry.queued).toBe(60);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map(({ batch }) => batch.events.length)).toEqual([50, 50, 50, 10]);
    expect(telemetry.queued).toBe(0);
  });

  it('drops what does not fit and says how many; a failed send is logged, never thrown', async () => {
    const logged: string[] = [];
    const telemetry = createRenderTelemetry({
      log: (message) => logged.push(message),
      send: () => Promise.reject(new Error('connection refused')),
      maxQueued: 4,
    });
    for (let index = 0; index < 3; index += 1) telemetry.record(carPage());
    expect(telemetry.queued).toBe(4);
    await expect(telemetry.flush()).resolves.toBeUndefined();
    expect(logged).toEqual([
      '[ssr] 2 render telemetry records were dropped: more than 4 waited for the API',
      '[ssr] 4 render telemetry records were not stored',
    ]);
  });
});
