export const CAR_VIEWS_BATCH_MAX: number;
export const FLUSH_EVERY_MS: number;
export const QUEUE_MAX: number;
export function carIdOfPage(pathname: string): string | undefined;
export interface CarPageViews {
  add(view: { apiBaseUrl: string; carId: string; visitor: Record<string, string> }): void;
  flush(): Promise<void>;
  readonly queued: number;
}
export function createCarPageViews(options: {
  log: (message: string, error?: unknown) => void;
  fetchImpl?: typeof fetch;
  flushEveryMs?: number;
  maxQueued?: number;
}): CarPageViews;
