// Fixed-window counters (per IP for OTP calls) on the injectable clock, so tests can exercise them.
import type { Clock } from './clock';

export interface WindowLimiter {
  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string): boolean;
}

export function createWindowLimiter(limit: number, windowMs: number, clock: Clock): WindowLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key) {
      const now = clock().getTime();
      let entry = windows.get(key);
      if (!entry || now - entry.start >= windowMs) {
        if (windows.size > 50_000) windows.clear(); // bounded memory under a flood of addresses
        entry = { start: now, count: 0 };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}
