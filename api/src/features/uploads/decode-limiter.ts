// At most N image decodes at a time in this process (sharp holds the decoded pixels in memory and
// uses every core); a few more wait their turn, and past that the upload is refused with a 503 and
// Retry-After instead of queueing without bound.
import pLimit from 'p-limit';
import { HttpError } from '../../lib/http-error';

export interface DecodeLimits {
  /** Decodes running at once. */
  concurrency: number;
  /** Decodes allowed to wait for a slot; one more is refused. */
  maxQueue: number;
  /** Seconds the client is told to wait when refused. */
  retryAfterSeconds: number;
}

export const DEFAULT_DECODE_LIMITS: DecodeLimits = { concurrency: 2, maxQueue: 16, retryAfterSeconds: 5 };

export interface DecodeLimiter {
  /** Runs `task` when a slot is free; throws a 503 at once when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly activeCount: number;
  readonly pendingCount: number;
}

export function createDecodeLimiter(limits: DecodeLimits = DEFAULT_DECODE_LIMITS): DecodeLimiter {
  const limit = pLimit(limits.concurrency);
  return {
    run(task) {
      if (limit.activeCount >= limits.concurrency && limit.pendingCount >= limits.maxQueue) {
        return Promise.reject(
          new HttpError(
            503,
            `The server is busy processing images. Please try again in ${limits.retryAfterSeconds} seconds`,
            {},
            {
              'retry-after': String(limits.retryAfterSeconds),
            },
          ),
        );
      }
      return limit(task);
    },
    get activeCount() {
      return limit.activeCount;
    },
    get pendingCount() {
      return limit.pendingCount;
    },
  };
}
