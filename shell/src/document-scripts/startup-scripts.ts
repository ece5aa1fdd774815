// The document's start-up loader (an inline script in <head>, with the request's nonce): it adds
// the shell's start-up scripts (main.js and the chunks it preloads, taken out of the template by
// page-document.ts) once the page has painted its first frame, in the template's order
// (`async = false`: each runs when it and the ones before it have arrived, none blocks the parser).
//
// Why after the first frame (ADR 0012): requested while the page is parsed they shared the slow
// network with its images and their evaluation came before its first paint (ADR 0009: Lighthouse
// counted them in LCP and FCP). Why not later: until React has hydrated, the page only looks ready
// (issue 25: 2-3 s on a phone when they waited for the window's load event); input made meanwhile is
// held by early-input.ts, but the sooner React owns the page the sooner it answers. The LCP image's
// preload is in <head> before the first frame, so it is requested first.

/** They start by then even if no frame comes (a tab in the background draws none). */
export const STARTUP_SCRIPTS_AT_THE_LATEST_MS = 1500;

export default function loadStartupScripts(preloads: readonly string[], scripts: readonly string[]): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    }
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  // A frame callback runs before that frame is drawn: the task after it comes once it is.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, STARTUP_SCRIPTS_AT_THE_LATEST_MS);
}
