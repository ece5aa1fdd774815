// A car's page counts a view of its visitor (the API's GET /cars/:id does it, once per visitor per
// car per UTC day). A page the shell's server answers from its HTML cache was rendered for someone
// else and asks the API nothing for this visitor, so the server records the view on its own:
// POST /api/v1/cars/:id/views with the visitor's headers, after the answer, never waited for.
// The API's once-a-day rule makes a second count for the same visitor (the render that filled the
// cache for them, a reload) change nothing.

const CAR_PAGE = /^\/buy-car\/([^/]+)$/;

/** The car id of a car page's path ('/buy-car/abc' -> 'abc'), else undefined. */
export function carIdOfPage(pathname) {
  return CAR_PAGE.exec(pathname)?.[1];
}

/**
 * Records the view of `carId` by the visitor whose headers are `visitor` (visitor-headers.mjs).
 * Failures are logged, never thrown: a view not counted does not fail the page.
 * @param {{ apiBaseUrl: string, carId: string, visitor: Record<string, string>, log: (message: string, error?: unknown) => void, fetchImpl?: typeof fetch }} options
 * @returns {Promise<void>}
 */
export async function recordCarPageView({ apiBaseUrl, carId, visitor, log, fetchImpl = fetch }) {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}/api/v1/cars/${encodeURIComponent(carId)}/views`;
  try {
    const response = await fetchImpl(url, { method: 'POST', headers: visitor, signal: AbortSignal.timeout(5000) });
    await response.body?.cancel();
    // 404: the car was deleted since the page was stored (its page goes with the next version).
    if (!response.ok && response.status !== 404) log(`[ssr] a car page's view was not counted (${response.status})`);
  } catch (error) {
    log(`[ssr] a car page's view was not counted`, error);
  }
}
