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

export function pageDocument(template: string, page: { body: string; styles: string; snapshot: QuerySnapshot }): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error(`The shell's index.html has no ${EMPTY_ROOT}`);
  const root =
    `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.body}</div>` +
    `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForHtml(page.snapshot)}</script>`;
  return template.replace('</head>', `${page.styles}</head>`).replace(EMPTY_ROOT, () => root);
}
