// optionsFromEnv: image decode limits, the upload quota and TTL, and the housekeeping interval.
import { describe, expect, it } from 'vitest';
import { optionsFromEnv } from './config';

describe('optionsFromEnv: upload budgets and housekeeping', () => {
  it('has defaults that start-all.sh and production share', () => {
    const options = optionsFromEnv({});
    expect(options.imageDecodeLimits).toEqual({ concurrency: 2, maxQueue: 16 });
    expect(options.unattachedUploads).toEqual({ maxPerUser: 40, ttlMs: 24 * 3_600_000 });
    expect(options.housekeepingIntervalMs).toBe(15 * 60_000);
  });
  it('reads the variables, and keeps every limit at least 1 (the queue at least 0)', () => {
    const options = optionsFromEnv({
      IMAGE_DECODE_CONCURRENCY: '4',
      IMAGE_DECODE_QUEUE: '0',
      UPLOAD_QUOTA_PER_USER: '10',
      UPLOAD_ORPHAN_TTL_HOURS: '6',
      HOUSEKEEPING_INTERVAL_MINUTES: '1',
    });
    expect(options.imageDecodeLimits).toEqual({ concurrency: 4, maxQueue: 0 });
    expect(options.unattachedUploads).toEqual({ maxPerUser: 10, ttlMs: 6 * 3_600_000 });
    expect(options.housekeepingIntervalMs).toBe(60_000);
    const floor = optionsFromEnv({ IMAGE_DECODE_CONCURRENCY: '0', IMAGE_DECODE_QUEUE: '-3', UPLOAD_QUOTA_PER_USER: '0' });
    expect(floor.imageDecodeLimits).toEqual({ concurrency: 1, maxQueue: 0 });
    expect(floor.unattachedUploads?.maxPerUser).toBe(1);
  });
});
