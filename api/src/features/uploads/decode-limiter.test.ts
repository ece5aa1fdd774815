import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error';
import { createDecodeLimiter } from './decode-limiter';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createDecodeLimiter', () => {
  it('runs at most `concurrency` tasks at once, queues up to `maxQueue`, and refuses the next with a 503 and Retry-After', async () => {
    const limiter = createDecodeLimiter({ concurrency: 2, maxQueue: 1, retryAfterSeconds: 7 });
    let inFlight = 0;
    let peak = 0;
    const gates = Array.from({ length: 3 }, deferred);
    const task = (gate: { promise: Promise<void> }) => async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await gate.promise;
      inFlight -= 1;
      return 'done';
    };
    const runs = gates.map((gate) => limiter.run(task(gate)));
    expect([limiter.activeCount, limiter.pendingCount]).toEqual([2, 1]);

    const refused = await limiter.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'The server is busy processing images. Please try again in 7 seconds',
      headers: { 'retry-after': '7' },
    });

    gates[0]!.resolve();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    // The queued task took the free slot; there is room in the queue again.
    expect([limiter.activeCount, limiter.pendingCount]).toEqual([2, 0]);
    const queued = limiter.run(async () => 'queued');
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all([...runs, queued])).toEqual(['done', 'done', 'done', 'queued']);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = createDecodeLimiter({ concurrency: 1, maxQueue: 0, retryAfterSeconds: 1 });
    await expect(limiter.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await new Promise((r) => setImmediate(r));
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
