import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTelemetryBatcher,
  TELEMETRY_FLUSH_INTERVAL_MS,
  TELEMETRY_MAX_EVENTS_PER_BEACON,
  type TelemetryBatch,
} from './telemetry-batcher';

function setUp(overrides: { sampleRate?: number; random?: number; route?: string } = {}) {
  const target = new EventTarget();
  const beacons: TelemetryBatch[] = [];
  let route = overrides.route ?? '/cars/:id';
  let visibility: DocumentVisibilityState = 'visible';
  const batcher = createTelemetryBatcher({
    endpoint: 'https://api.example/api/v1/telemetry',
    sampleRate: overrides.sampleRate ?? 1,
    random: () => overrides.random ?? 0.5,
    now: () => 1000,
    context: () => ({ environment: 'staging', route, releases: { shell: 'local', 'mf-browse': '1.2.0' } }),
    sendBeacon: (_url, body) => {
      beacons.push(JSON.parse(body) as TelemetryBatch);
      return true;
    },
    target,
    visibility: () => visibility,
  });
  return {
    batcher,
    beacons,
    target,
    navigate: (next: string) => (route = next),
    hide: () => {
      visibility = 'hidden';
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('createTelemetryBatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing from a page outside the sample', () => {
    const { batcher, beacons, target } = setUp({ sampleRate: 0.1, random: 0.2 });
    batcher.record({ kind: 'vital', name: 'LCP', value: 1200 });
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(TELEMETRY_FLUSH_INTERVAL_MS * 3);
    expect(batcher.sampled).toBe(false);
    expect(beacons).toEqual([]);
  });

  it('sends a page inside the sample', () => {
    const { batcher, beacons, target } = setUp({ sampleRate: 0.1, random: 0.05 });
    batcher.record({ kind: 'vital', name: 'LCP', value: 1200 });
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it('batches records and sends them every 10 s, not before', () => {
    const { batcher, beacons } = setUp();
    batcher.record({ kind: 'vital', name: 'FCP', value: 800 });
    batcher.record({ kind: 'error', source: 'uncaught', message: 'boom' });
    vi.advanceTimersByTime(TELEMETRY_FLUSH_INTERVAL_MS - 1);
    expect(beacons).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(beacons).toEqual([
      {
        environment: 'staging',
        route: '/cars/:id',
        releases: { shell: 'local', 'mf-browse': '1.2.0' },
        events: [
          { kind: 'vital', name: 'FCP', value: 800, at: 1000 },
          { kind: 'error', source: 'uncaught', message: 'boom', at: 1000 },
        ],
      },
    ]);
    vi.advanceTimersByTime(TELEMETRY_FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(1);
  });

  it('sends with sendBeacon on pagehide and when the page is hidden', () => {
    const { batcher, beacons, target, hide } = setUp();
    batcher.record({ kind: 'vital', name: 'CLS', value: 0.02 });
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
    batcher.record({ kind: 'remote-failure', remote: 'mf_browse', release: '1.2.0', cause: 'network' });
    hide();
    expect(beacons).toHaveLength(2);
    expect(beacons[1]?.events).toEqual([{ kind: 'remote-failure', remote: 'mf_browse', release: '1.2.0', cause: 'network', at: 1000 }]);
  });

  it('sends the route pattern without a query or fragment', () => {
    const { batcher, beacons } = setUp({ route: '/cars/:id?utm_source=mail#photos' });
    batcher.record({ kind: 'vital', name: 'TTFB', value: 90 });
    batcher.flush();
    expect(beacons[0]?.route).toBe('/cars/:id');
    expect(JSON.stringify(beacons)).not.toContain('utm_source');
  });

  it('splits a batch at a navigation and at the per-beacon limit', () => {
    const { batcher, beacons, navigate } = setUp();
    batcher.record({ kind: 'vital', name: 'LCP', value: 1 });
    navigate('/sell');
    for (let index = 0; index <= TELEMETRY_MAX_EVENTS_PER_BEACON; index += 1) batcher.record({ kind: 'vital', name: 'INP', value: index });
    batcher.flush();
    expect(beacons.map((beacon) => [beacon.route, beacon.events.length])).toEqual([
      ['/cars/:id', 1],
      ['/sell', TELEMETRY_MAX_EVENTS_PER_BEACON],
      ['/sell', 1],
    ]);
  });

  it('stops its timer and listeners after sending what is left', () => {
    const { batcher, beacons, target } = setUp();
    batcher.record({ kind: 'vital', name: 'LCP', value: 1 });
    batcher.stop();
    expect(beacons).toHaveLength(1);
    batcher.record({ kind: 'vital', name: 'LCP', value: 2 });
    target.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(TELEMETRY_FLUSH_INTERVAL_MS);
    expect(beacons).toHaveLength(1);
  });
});
