// Runs work the page can do later when the browser has nothing better to do: requestIdleCallback,
// with a deadline so a page that never idles still gets it, and a timer where the API is missing
// (Safari before 18.2).
export interface WhenIdleOptions {
  /** Runs by then even if the browser never idles (default 5 s). */
  deadlineMs?: number;
  /** The delay where requestIdleCallback is missing (default 200 ms). */
  fallbackDelayMs?: number;
}

export function whenIdle(callback: () => void, { deadlineMs = 5000, fallbackDelayMs = 200 }: WhenIdleOptions = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: deadlineMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
