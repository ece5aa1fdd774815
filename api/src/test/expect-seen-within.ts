import { expect } from 'vitest';

/**
 * Reads (every 25 ms) until `seen` holds, for a write made just before the call. Every read that
 * starts `withinMs` or more after the write must see it: a read that misses it later than that
 * fails the test. Returns how long after the write the read that saw it started.
 */
export async function expectSeenWithin<T>(read: () => Promise<T>, seen: (value: T) => boolean, withinMs: number): Promise<number> {
  const written = Date.now();
  for (;;) {
    const started = Date.now();
    if (seen(await read())) return started - written;
    expect(started - written).toBeLessThan(withinMs);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
