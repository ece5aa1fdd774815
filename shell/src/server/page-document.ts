// The server-rendered document: the shell's built index.html with the page's markup in #root,
// its styled-components styles in <head> and its data in a JSON element (not a script that runs:
// the CSP allows no inline script). The browser's bootstrap hydrates only a #root marked here.
import type { QuerySnapshot } from '@carmarket/shared';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../platform/server-rendered';

export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE };

const EMPTY_ROOT = '<div id="root"></div>';

/** JSON that cannot close its element or open a comment inside HTML. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** A slot React left to the browser (<!--$!-->): its content waits for the scripts. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The template's start-up scripts (main.js and its preloads) at low fetch priority. A page whose
 * content is all in the HTML paints without them: at high priority they share the slow network
 * with the LCP image, and Lighthouse counts high-priority scripts as render-blocking (its FCP and
 * LCP on /buy-car waited ~1 s for ~200 kB of them). Hydration still starts once they arrive.
 */
export function withLowPriorityScripts(template: string): string {
  return template.replace(
    /<(link rel="preload" as="script"|script\b(?=[^>]*\ssrc=))([^>]*)>/g,
    (_tag, opening: string, attributes: string) => {
      const rest = attributes.replace(/\s*fetchpriority="[^"]*"/, '');
      return `<${opening}${rest} fetchpriority="low">`;
    },
  );
}

export function pageDocument(template: string, page: { body: string; styles: string; snapshot: QuerySnapshot }): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The shell's index.html has no ${EMPTY_ROOT}`);
  // A page with a slot left to the browser keeps its scripts first: that slot's content needs them.
  if (!page.body.includes(CLIENT_RENDERED_BOUNDARY)) template = withLowPriorityScripts(template);
  const root =
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.body}</div>` +
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForHtml(page.snapshot)}</script>`;
  return template.replace('</head>', `${page.styles}</head>`).replace(EMPTY_ROOT, () => root);
}
