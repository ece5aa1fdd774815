// Starts the first route's own API call from main.js, as soon as the composition names the API,
// so it travels while the remote's scripts download instead of after them: a car's page asks for
// the car (whose photo is the page's largest paint) at the same time as mf-browse's code. The
// API client of @carmarket/shared answers the remote's identical GET with this response once
// (shared/src/api/early-responses.ts); this module cannot import that package (main.js runs
// before the shared singletons are negotiated), so the hand-off is the global named below.
const EARLY_RESPONSES_KEY = '__carmarketEarlyResponses';

interface EarlyResponse {
  response: Promise<Response>;
  startedAt: number;
}

/** The API path the page at `pathname` asks for first, if it is one worth starting early. */
export function earlyApiPath(pathname: string): string | null {
  const car = /^\/buy-car\/([^/]+)\/?$/.exec(pathname);
  if (!car) return null;
  try {
    // The same encoding as mf-browse's getCar(useParams().id).
    return `api/v1/cars/${encodeURIComponent(decodeURIComponent(car[1]!))}`;
  } catch {
    return null;
  }
}

/** Starts the early call for `pathname`; returns its URL, or null when there is none. */
export function startEarlyData(
  composition: unknown,
  pathname: string,
  target: Record<string, unknown> = globalThis as never,
): string | null {
  const path = earlyApiPath(pathname);
  const apiBaseUrl = (composition as { apiBaseUrl?: unknown } | null)?.apiBaseUrl;
  if (!path || typeof apiBaseUrl !== 'string') return null;
  // Public data, asked for without the session's token: the answer is the same for everyone,
  // and a request without an Authorization header needs no CORS preflight.
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/${path}`;
  const response = fetch(url, { headers: { Accept: 'application/json' } });
  response.catch(() => undefined);
  const registry =
    target[EARLY_RESPONSES_KEY] instanceof Map
      ? (target[EARLY_RESPONSES_KEY] as Map<string, EarlyResponse>)
      : new Map<string, EarlyResponse>();
  registry.set(url, { response, startedAt: Date.now() });
  target[EARLY_RESPONSES_KEY] = registry;
  return url;
}
