// When React has hydrated a server-rendered page, as the browser benchmarks read it.
// The shell marks it itself once React's hydration commit has run (performance.mark
// 'carmarket:hydrated', and 'carmarket:hydrate-start' when hydrateRoot is called). A build
// without those marks (main before issue 25) is read from the DOM instead: the first frame in
// which `<main>` under `#root[data-server-rendered]` carries React's `__reactProps$…` property,
// which React sets on an element as it hydrates it. Hydration changes no DOM (a MutationObserver
// sees nothing), so the probe polls once per animation frame from an init script and marks the
// moment as 'bench:main-hydrated'. Its cost: one querySelector and one Object.keys of <main> per
// frame (microseconds), plus keeping Chromium producing frames while it polls (at most 60 s); the
// mark it reports is at most one frame late, later if a long task holds the frame.
import { SHELL_URL } from './stack.mjs';

export const HYDRATED_MARK = 'carmarket:hydrated';
export const HYDRATE_START_MARK = 'carmarket:hydrate-start';
export const POLLED_HYDRATED_MARK = 'bench:main-hydrated';
const POLL_FOR_MS = 60_000;

/** The init script of the DOM probe (see above). */
export const HYDRATION_PROBE = `(() => {
  const until = performance.now() + ${POLL_FOR_MS};
  const poll = () => {
    const main = document.querySelector('#root[data-server-rendered] main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactProps$'))) {
      performance.mark(${JSON.stringify(POLLED_HYDRATED_MARK)});
      return;
    }
    if (performance.now() < until) requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/** The home page's city modal opens by itself after 5 s (spec §2); the benchmarks keep it shut. */
export const KEEP_CITY_MODAL_CLOSED = "localStorage.setItem('locationModalClosed', 'true');";

/**
 * Signs a Playwright context in the way a visitor who signed in is: the session in the shell's
 * localStorage (written before any app script runs) and the API's session cookie.
 */
export async function signInContext(context, session) {
  if (!session) return;
  await context.addInitScript(
    ({ origin, token, user }) => {
      if (globalThis.location.origin !== origin) return;
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { origin: new URL(SHELL_URL).origin, token: session.token, user: session.user },
  );
  if (session.cookies?.length) await context.addCookies(session.cookies.map((cookie) => ({ ...cookie, url: SHELL_URL })));
}

/**
 * Waits until the page reports hydration (the shell's mark or the probe's) and returns the page's
 * timings in ms from navigation start: FCP, when main.js was requested, the load event, and
 * hydration (by the shell's mark when present, else by the probe: `source` says which).
 */
export async function readHydrationTimings(page, { timeoutMs = 90_000 } = {}) {
  await page.waitForFunction(
    ([app, polled]) => performance.getEntriesByName(app, 'mark').length > 0 || performance.getEntriesByName(polled, 'mark').length > 0,
    [HYDRATED_MARK, POLLED_HYDRATED_MARK],
    { polling: 250, timeout: timeoutMs },
  );
  return page.evaluate(
    ([app, polled, start]) => {
      const at = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? null;
      const fcp = performance.getEntriesByName('first-contentful-paint', 'paint')[0]?.startTime ?? null;
      const mainScript = performance.getEntriesByType('resource').find((entry) => /\/main(\.[0-9a-f]+)?\.js(\?|$)/.test(entry.name));
      const navigation = performance.getEntriesByType('navigation')[0];
      const appMark = at(app);
      return {
        fcp,
        mainJsRequested: mainScript?.startTime ?? null,
        loadEvent: navigation?.loadEventStart || null,
        hydrateStart: at(start),
        hydrated: appMark ?? at(polled),
        source: appMark !== null ? 'mark' : 'probe',
      };
    },
    [HYDRATED_MARK, POLLED_HYDRATED_MARK, HYDRATE_START_MARK],
  );
}
