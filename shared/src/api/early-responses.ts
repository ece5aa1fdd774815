// Answers the first route's own API call with a response the shell requested from main.js,
// before any remote code had arrived (shell/src/platform/early-data.ts), so the call travels
// while the remote's scripts download instead of after them. Used once per URL; a request that
// failed on the network, or one older than EARLY_RESPONSE_MAX_AGE_MS, goes to the network again.
// The shell cannot import this package before its async boundary, so the hand-off is a global
// under this name (the shell's early-data.ts writes the same key).
export const EARLY_RESPONSES_KEY = '__carmarketEarlyResponses';
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

export interface EarlyResponse {
  response: Promise<Response>;
  startedAt: number;
}

function registry(): Map<string, EarlyResponse> | undefined {
  const value = (globalThis as Record<string, unknown>)[EARLY_RESPONSES_KEY];
  return value instanceof Map ? (value as Map<string, EarlyResponse>) : undefined;
}

/** The early response for a GET of `url` (absolute), once; undefined when there is none to use. */
export async function takeEarlyResponse(url: string, now: number = Date.now()): Promise<Response | undefined> {
  const early = registry()?.get(url);
  if (!early) return undefined;
  registry()?.delete(url);
  if (now - early.startedAt > EARLY_RESPONSE_MAX_AGE_MS) return undefined;
  try {
    return await early.response;
  } catch {
    return undefined;
  }
}
