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

describe('housekeeping run on demand', () => {
  it('runs a whole round after the one in progress and says whether it ran', async () => {
    const app = Fastify();
    const order: string[] = [];
    let release: () => void = () => {};
    let first = true;
    const housekeeping = scheduleHousekeeping(
      app,
      [
        {
          name: 'slow first time',
          run: async () => {
            order.push('start');
            if (first) {
              first = false;
              await new Promise<void>((resolve) => (release = resolve));
            }
            order.push('end');
          },
        },
      ],
      60_000,
    );
    await app.ready();
    // The round started by onReady is still running: the one asked for comes after it.
    const asked = housekeeping.runNow();
    release();
    await expect(asked).resolves.toBe(true);
    expect(order).toEqual(['start', 'end', 'start', 'end']);
    await app.close();
    await expect(housekeeping.runNow()).resolves.toBe(false);
  });

  it("answers false when another instance holds the round's lock", async () => {
    const app = Fastify();
    const housekeeping = scheduleHousekeeping(app, [{ name: 'never', run: async () => undefined }], 60_000, async () => false);
    await app.ready();
    await expect(housekeeping.runNow()).resolves.toBe(false);
    await app.close();
  });
});
