// Runs work the page can do later when the browser has nothing better to do: requestIdleCallback,
// with a deadline so a page that never idles still gets it, and a timer where the API is missing
// (Safari before 18.2).
const IDLE_DEADLINE_MS = 5000;

export function whenIdle(callback: () => void, { fallbackDelayMs = 200 }: { fallbackDelayMs?: number } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout: IDLE_DEADLINE_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, fallbackDelayMs);
  return () => window.clearTimeout(timer);
}
