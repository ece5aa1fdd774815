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

const STARTUP_TAG = /<link rel="preload" as="script"[^>]*>|<script\b(?=[^>]*\ssrc=)[^>]*><\/script>/g;
const SOURCE = /\s(?:src|href)="([^"]+)"/;

/**
 * The template's start-up scripts (main.js and the chunks it preloads), loaded once the page has
 * painted instead of from tags the parser meets first. The page is in the HTML and paints without
 * them; requested while it is parsed they share the slow network with its images and their
 * evaluation comes before its paint (Lighthouse's LCP and FCP on every route counted ~200 kB of
 * scripts and their start-up work: render delay 1-2 s). They start once the page's own images have
 * loaded (the window's load event: the LCP image, not the lazy ones) or after
 * STARTUP_SCRIPTS_AT_THE_LATEST_MS, whichever is first, after a frame, in the template's order
 * (`async = false`); hydration starts as soon as they arrive (a form submitted before is kept and
 * sent then: submit-before-hydration.ts). An inline script, so it carries the request's CSP nonce.
 */
/** The start-up scripts start by then even if the page's images are still loading (a slow or stalled one). */
export const STARTUP_SCRIPTS_AT_THE_LATEST_MS = 1500;

export function withStartupScriptsAfterPaint(template: string, nonce: string): string {
  const sources: { src: string; preload: boolean }[] = [];
  let at = -1;
  const rest = template.replace(STARTUP_TAG, (tag: string, offset: number) => {
    if (at === -1) at = offset;
    const src = SOURCE.exec(tag)?.[1];
    if (src) sources.push({ src, preload: tag.startsWith('<link') });
    return '';
  });
  if (at === -1) return template;
  const scripts = sources.filter((source) => !source.preload).map((source) => source.src);
  const preloads = sources.filter((source) => source.preload && !scripts.includes(source.src)).map((source) => source.src);
  const loader =
    `<script nonce="${nonce}">(function(p,s){function add(t,a){var e=document.createElement(t);for(var k in a)e[k]=a[k];document.head.appendChild(e)}` +
    `var started=false;function start(){if(started)return;started=true;` +
    `requestAnimationFrame(function(){setTimeout(function(){p.forEach(function(h){add('link',{rel:'preload',as:'script',href:h})});` +
    `s.forEach(function(h){add('script',{src:h,async:false})})})})}` +
    `addEventListener('load',start);setTimeout(start,${STARTUP_SCRIPTS_AT_THE_LATEST_MS})})(${jsonForHtml(preloads)},${jsonForHtml(scripts)})</script>`;
  return rest.slice(0, at) + loader + rest.slice(at);
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
export function documentStart(template: string, styles: string, headTags: string, nonce: string): string {
  let [before] = splitAtRoot(withStartupScriptsAfterPaint(template, nonce));
  if (headTags.includes('<title>')) before = before.replace(/<title>[\s\S]*?<\/title>/, '');
  return `${before.replace('</head>', () => `${headTags}${styles}</head>`)}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`;
}

/** Everything after it: #root closed, the page's data, the rest of the template. */
export function documentEnd(template: string, snapshot: QuerySnapshot): string {
  const [, after] = splitAtRoot(template);
  return `</div><script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForHtml(snapshot)}</script>${after}`;
}

/** The whole document at once. */
export function pageDocument(template: string, page: { body: string; styles: string; snapshot: QuerySnapshot; nonce: string }): string {
  const { headTags, rest } = takeLeadingHeadTags(page.body);
  return documentStart(template, page.styles, headTags, page.nonce) + rest + documentEnd(template, page.snapshot);
}
