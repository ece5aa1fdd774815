// How the page says that React owns it: the shell's root has committed its hydration (or its
// first render). The document's early-input script (document-scripts/early-input.ts) holds
// clicks and submits until then and replays them at this signal; benchmarks read the mark.

/** The performance mark (bench: first paint → hydrated). */
export const HYDRATED_MARK = 'carmarket:hydrated';
/** The window event, for scripts already waiting. */
export const HYDRATED_EVENT = 'carmarket:hydrated';
/** The attribute on <html>, for scripts that start later. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * On what the browser built without React (the start-up failure's message and Retry): the
 * early-input script leaves input there alone, since React will never own it.
 */
export const BUILT_WITHOUT_REACT_ATTRIBUTE = 'data-built-without-react';

export function isPageHydrated(): boolean {
  return document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** Says it once: the attribute, the mark, then the event (whose listeners may replay input). */
export function signalHydrated(): void {
  if (isPageHydrated()) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  performance.mark(HYDRATED_MARK);
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
