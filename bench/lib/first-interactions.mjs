// The two first interactions of issue 25 point 7, shared by the INP benchmark (bench/inp.mjs) and
// the profile of where their time goes (bench/profile-interaction.mjs): where, what to click, and
// the effect that shows the click worked (a lost click is an error, not a fast interaction).

export const FIRST_INTERACTIONS = [
  {
    key: 'city',
    name: 'Open the city modal on /',
    route: '/',
    target: (page) => page.getByRole('banner').getByRole('button', { name: /Select City/ }),
    effect: (page) => page.getByRole('dialog', { name: 'Select your City' }).waitFor({ state: 'visible', timeout: 30_000 }),
  },
  {
    key: 'brand',
    name: 'Tick a brand on /buy-car',
    route: '/buy-car',
    target: (page) =>
      page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Brands' }).getByRole('checkbox').first(),
    effect: async (page) => {
      await page.waitForURL(/[?&]brand=/, { timeout: 30_000 });
    },
  },
];

/** Resolves once React has hydrated (or rendered) the element: it carries React's `__reactProps$`. */
export async function waitForReact(locator) {
  await locator.waitFor({ state: 'visible', timeout: 90_000 });
  const handle = await locator.elementHandle();
  await handle.evaluate(
    (element) =>
      new Promise((resolve) => {
        const check = () => (Object.keys(element).some((key) => key.startsWith('__reactProps$')) ? resolve() : setTimeout(check, 50));
        check();
      }),
  );
}

/** An init script: every Event Timing entry of an interaction, kept in `window.__eventEntries`. */
export const EVENT_TIMING_OBSERVER = `
  window.__eventEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__eventEntries.push({ id: entry.interactionId, start: entry.startTime, end: entry.startTime + entry.duration, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Each interaction's longest Event Timing duration (ms), in the order the interactions began. */
export function longestPerInteraction(entries) {
  const longest = new Map();
  for (const entry of entries) longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
  return [...longest.values()];
}

/** The page's interactions so far, in order: each one's longest Event Timing duration (ms). */
export async function interactionDurations(page) {
  return longestPerInteraction(await page.evaluate(() => globalThis.__eventEntries));
}

/**
 * Waits, from outside the page, until an interaction has been painted: an Event Timing entry is
 * queued only after the paint that follows the input. Check an interaction's effect after this,
 * not during it: a locator such as getByRole polls the page on every frame and computes ARIA roles
 * over the whole document, and that work landed inside the interaction it waited for (~20 ms of
 * the city modal's span at 4x CPU). Polls a one-line check every 100 ms; gives up quietly after
 * `timeoutMs` (an interaction under 16 ms has no entry).
 */
export async function interactionPainted(page, { timeoutMs = 10_000 } = {}) {
  await page.waitForFunction(() => globalThis.__eventEntries.length > 0, null, { polling: 100, timeout: timeoutMs }).catch(() => undefined);
}
