import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_TIMER_MS, scheduleHousekeeping } from './housekeeping';

describe('housekeeping', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once the app is ready, then every interval, never overlapping itself', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let runs = 0;
    scheduleHousekeeping(app, [{ name: 'count', run: async () => (runs += 1) }], 60_000);
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toBe(2);
    await app.close();
  });

  it('holds an interval longer than a timer can as the longest a timer can, not as 1 ms', async () => {
    vi.useFakeTimers();
    const app = Fastify();
    let runs = 0;
    scheduleHousekeeping(app, [{ name: 'count', run: async () => (runs += 1) }], 100_000 * 60_000);
    await app.ready();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(LONGEST_TIMER_MS);
    expect(runs).toBe(2);
    await app.close();
  });
});
