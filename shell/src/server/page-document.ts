// The server-rendered document: the shell's built index.html with the page's markup in #root,
// its styled-components styles in <head> and its data in a JSON element (not a script that runs:
// the CSP allows no inline script but those carrying the request's nonce: React's own, and the
// document's scripts, document-scripts/, compiled from TypeScript by the build). The browser's
// bootstrap hydrates only a #root marked here. The page streams: documentStart goes first (with
// the styles the shell used), React's markup follows, documentEnd closes it with the data.
import type { QuerySnapshot } from '@carmarket/shared';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '../platform/server-rendered';
import earlyInputScript from '../document-scripts/early-input.ts?inline-script';
import startupScriptsLoader from '../document-scripts/startup-scripts.ts?inline-script';

export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE };

const EMPTY_ROOT = '<div id="root"></div>';

/** JSON that cannot close its element or open a comment inside HTML. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

const STARTUP_TAG = /<link rel="preload" as="script"[^>]*>|<script\b(?=[^>]*\ssrc=)[^>]*><\/script>/g;
const SOURCE = /\s(?:src|href)="([^"]+)"/;

/**
 * An inline script: the compiled module `source` (a `?inline-script` import: a function expression)
 * called with `args`, carrying the request's CSP nonce.
 */
export function inlineScriptTag(source: string, nonce: string, ...args: unknown[]): string {
  return `<script nonce="${nonce}">(${source})(${args.map(jsonForHtml).join(',')})</script>`;
}

/**
 * The template's start-up scripts (main.js and the chunks it preloads) taken out of it and loaded
 * by one inline loader instead (document-scripts/startup-scripts.ts: after the first frame, in
 * order); before it, where the template's first script was, the early-input script
 * (document-scripts/early-input.ts: input made before React owns the page is held and replayed),
 * unless `earlyInput` is false (a crawler's page: nothing to click).
 */
export function withDocumentScripts(template: string, nonce: string, { earlyInput = true } = {}): string {
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
  const capture = earlyInput ? inlineScriptTag(earlyInputScript, nonce) : '';
  return rest.slice(0, at) + capture + inlineScriptTag(startupScriptsLoader, nonce, preloads, scripts) + rest.slice(at);
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
export function documentStart(
  template: string,
  styles: string,
  headTags: string,
  nonce: string,
  options?: { earlyInput?: boolean },
): string {
  let [before] = splitAtRoot(withDocumentScripts(template, nonce, options));
  if (headTags.includes('<title>')) before = before.replace(/<title>[\s\S]*?<\/title>/, '');
  return `${before.replace('</head>', () => `${headTags}${styles}</head>`)}<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`;
}

/** Everything after it: #root closed, the page's data, the rest of the template. */
export function documentEnd(template: string, snapshot: QuerySnapshot): string {
  const [, after] = splitAtRoot(template);
  return `</div><script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${jsonForHtml(snapshot)}</script>${after}`;
}

/** The whole document at once. */
export function pageDocument(
  template: string,
  page: { body: string; styles: string; snapshot: QuerySnapshot; nonce: string; earlyInput?: boolean },
): string {
  const { headTags, rest } = takeLeadingHeadTags(page.body);
  return documentStart(template, page.styles, headTags, page.nonce, page) + rest + documentEnd(template, page.snapshot);
}
