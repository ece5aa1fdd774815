// The server-rendered document: the shell's built index.html with the page's markup in #root,
// its styled-components styles in <head> and its data in a JSON element (not a script that runs:
// the CSP allows no inline script but React's own, which carry the request's nonce). The browser's
// bootstrap hydrates only a #root marked here. The page streams: documentStart goes first (with
// the styles the shell used), React's markup follows, documentEnd closes it with the data.
import type { QuerySnapshot } from '@carmarket/shared';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../platform/server-rendered';

export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE };

const EMPTY_ROOT = '<div id="root"></div>';

/** JSON that cannot close its element or open a comment inside HTML. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The template's start-up scripts (main.js and its preloads) at low fetch priority. A page whose
 * content is in the HTML paints without them: at high priority they share the slow network with
 * the LCP image, and Lighthouse counts high-priority scripts as render-blocking (its FCP and LCP
 * on /buy-car waited ~1 s for ~200 kB of them). Hydration still starts once they arrive; a slot
 * the server left to the browser (a failed remote: the exception) waits for them a little longer.
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

function splitAtRoot(template: string): [string, string] {
  const at = template.indexOf(EMPTY_ROOT);
  if (at === -1) throw new Error(`The shell's index.html has no ${EMPTY_ROOT}`);
  return [template.slice(0, at), template.slice(at + EMPTY_ROOT.length)];
}

/**
 * The page's own head tags at the start of React's first chunk. React hoists a page's <title>,
 * <meta> and <link> into <head> only when it renders the whole document; rendering into #root, it
 * writes them first, before the shell's markup. Crawlers ignore a canonical link in <body>, so the
 * server moves them into <head> (React's hydration finds them there wherever they are).
 */
const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/** `chunk` split into its leading head tags and the rest. */
export function takeLeadingHeadTags(chunk: string): { headTags: string; rest: string } {
  const headTags = LEADING_HEAD_TAGS.exec(chunk)?.[0] ?? '';
  return { headTags, rest: chunk.slice(headTags.length) };
}

/**
 * Everything before the page's markup: the template's head with the page's own head tags (its
 * title replaces the template's) and `styles`, and #root opened, marked.
 */
export function documentStart(template: string, styles: string, headTags = ''): string {
  let [before] = splitAtRoot(withLowPriorityScripts(template));
  if (headTags.includes('<title>')) before = before.replace(/<title>[\s\S]*?<\/title>/, '');
  return `${before.replace('</head>', () => `${headTags}${styles}</head>`)}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`;
}

/** Everything after it: #root closed, the page's data, the rest of the template. */
export function documentEnd(template: string, snapshot: QuerySnapshot): string {
  const [, after] = splitAtRoot(template);
  return `</div><script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForHtml(snapshot)}</script>${after}`;
}

/** The whole document at once. */
export function pageDocument(template: string, page: { body: string; styles: string; snapshot: QuerySnapshot }): string {
  const { headTags, rest } = takeLeadingHeadTags(page.body);
  return documentStart(template, page.styles, headTags) + rest + documentEnd(template, page.snapshot);
}
