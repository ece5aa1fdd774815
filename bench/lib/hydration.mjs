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
/**
 * The page's content hydrated, not only the shell: the shell signals hydrated once its root has
 * committed, while a route's remote slot still waiting for the remote's code hydrates later (seconds
 * later on slow 4G). The probe marks the first frame after that in which React owns every element
 * the server sent, but those of sections that hydrate when seen, used or idle (HydrateWhenVisible).
 */
export const CONTENT_HYDRATED_MARK = 'bench:content-hydrated';
const HYDRATION_GATE = '[data-hydration-gate]';
/** Tags in #root that React hoists or leaves alone (the page's head tags, JSON-LD). */
const NOT_REACT_OWNED = ['SCRIPT', 'LINK', 'META', 'TITLE', 'STYLE', 'NOSCRIPT', 'TEMPLATE'];
const POLL_FOR_MS = 60_000;

/** The init script of the DOM probe (see above), and of the content probe (below). */
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
  const owned = (element) => !element.isConnected || Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  // At the shell's hydrated signal: what React hydrated in that commit (the elements of #root that
  // carry React's props then, of all of #root's; host speed does not move it). Then the content
  // probe: the first frame in which every element the server sent, but those of sections left to
  // hydrate later (${HYDRATION_GATE}) and the head tags, is React's (or was replaced by React).
  addEventListener(${JSON.stringify(HYDRATED_MARK)}, () => {
    const all = [...document.querySelectorAll('#root *')];
    globalThis.__benchHydratedElements = { hydrated: all.filter(owned).length, total: all.length };
    let waiting = all.filter((element) => !element.closest('${HYDRATION_GATE}') && !${JSON.stringify(NOT_REACT_OWNED)}.includes(element.tagName) && !owned(element));
    const content = () => {
      // One hydration commit owns a whole boundary: the first one still waiting says if any changed.
      if (waiting.length > 0 && owned(waiting[0])) waiting = waiting.filter((element) => !owned(element));
      if (waiting.length === 0) {
        performance.mark(${JSON.stringify(CONTENT_HYDRATED_MARK)});
        return;
      }
      if (performance.now() < until) requestAnimationFrame(content);
    };
    content();
  }, { once: true });
})();`;

/** The probe's count at the shell's hydrated signal: { hydrated, total } elements of #root, or null. */
export function readHydratedElements(page) {
  return page.evaluate(() => globalThis.__benchHydratedElements ?? null);
}

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
 * hydration (by the shell's mark when present, else by the probe: `source` says which), and the
 * content probe's mark (null for a build without the shell's mark, or content never hydrated).
 */
export async function readHydrationTimings(page, { timeoutMs = 90_000 } = {}) {
  await page.waitForFunction(
    ([app, polled]) => performance.getEntriesByName(app, 'mark').length > 0 || performance.getEntriesByName(polled, 'mark').length > 0,
    [HYDRATED_MARK, POLLED_HYDRATED_MARK],
    { polling: 250, timeout: timeoutMs },
  );
  await page
    .waitForFunction(
      ([app, content]) =>
        performance.getEntriesByName(app, 'mark').length === 0 || performance.getEntriesByName(content, 'mark').length > 0,
      [HYDRATED_MARK, CONTENT_HYDRATED_MARK],
      { polling: 250, timeout: timeoutMs },
    )
    .catch(() => undefined);
  return page.evaluate(
    ([app, polled, start, content]) => {
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
        contentHydrated: at(content),
      };
    },
    [HYDRATED_MARK, POLLED_HYDRATED_MARK, HYDRATE_START_MARK, CONTENT_HYDRATED_MARK],
  );
}
