// Renders one page on the shell's server (issue 15, ADR 0009): the route's remote and its data
// are loaded first, within a budget, then React renders the whole tree with the remote's content
// and styled-components collects the styles it used. Every request has its own query client,
// jotai store and status; a remote that is missing, slow or throws leaves its slot's fallback
// (the browser tries it again as today), and a page whose API is down renders what the page
// shows without its data. Nothing here answers 500: the worst case is today's empty document.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  configureApi,
  createAppStore,
  createQueryClient,
  snapshotQueries,
  type QuerySnapshot,
  type ServerDataLoader,
} from '@carmarket/shared';
import { ShellTree } from '../app/shell-tree';
import type { Composition } from '../platform/composition';
import { loadExposed } from '../platform/federation';
import { HttpStatusContext } from '../platform/http-status';
import { remoteForPath } from '../platform/route-remotes';
import { syncServerRemotes } from './server-federation';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, pageDocument } from './page-document';

export interface RenderPageOptions {
  /** The request's path and query ('/buy-car/abc?x=1'). */
  url: string;
  composition: Composition;
  /** The shell's built index.html. */
  template: string;
  /** How long the remote, the data and the render may take together before slots fall back. */
  budgetMs: number;
  /** Server-side errors (a remote that threw, a render that failed); console.error by default. */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** What the page's data was: the queries the HTML hands the browser. */
  snapshot: QuerySnapshot;
}

function withinBudget<T>(promise: Promise<T>, deadline: number): Promise<T | undefined> {
  const left = deadline - Date.now();
  if (left <= 0) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(undefined), left);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The route's remote module and its data, fetched into `queryClient`; failures only logged. */
async function loadRouteData(
  url: URL,
  queryClient: ReturnType<typeof createQueryClient>,
  deadline: number,
  onError: (error: unknown) => void,
) {
  const route = remoteForPath(url.pathname);
  if (!route) return;
  try {
    // The route table pairs each remote with one of its own modules (route-remotes.ts).
    const load = loadExposed as (remote: string, module: string) => Promise<{ loadServerData?: ServerDataLoader }>;
    const module = await withinBudget(load(route.remote, route.module), deadline);
    if (module?.loadServerData) await withinBudget(module.loadServerData({ queryClient, url }), deadline);
  } catch (error) {
    // The slot renders its fallback and the browser tries the remote again.
    onError(error);
  }
}

function renderToString(element: React.ReactElement, deadline: number, onError: (error: unknown) => void): Promise<string | null> {
  return new Promise((resolve) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Never outline a finished boundary: React 19.2 writes a boundary over 12.8 kB as hidden
      // content plus an inline script that reveals it, which the CSP blocks (no 'unsafe-inline'),
      // so the car page and listing stayed behind their fallback until hydration (LCP +2 s,
      // Lighthouse's render delay). The whole page is written at once here anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Crawlers and the first paint both want the whole page: wait for every boundary (or the
      // budget), then write it at once with the styles it used.
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        onError(error);
        resolve(null);
      },
      onError(error) {
        onError(error);
      },
    });
    // Boundaries still waiting at the deadline (a slow remote) are sent as their fallback.
    const timer = setTimeout(() => stream.abort(new Error('Server render budget exceeded')), Math.max(0, deadline - Date.now()));
  });
}

export async function renderPage({
  url,
  composition,
  template,
  budgetMs,
  onError = console.error,
}: RenderPageOptions): Promise<RenderedPage> {
  const deadline = Date.now() + budgetMs;
  const requestUrl = new URL(url, 'http://shell.invalid');
  configureApi({ baseUrl: composition.apiBaseUrl });
  syncServerRemotes(composition, budgetMs);

  const queryClient = createQueryClient();
  await loadRouteData(requestUrl, queryClient, deadline, onError);

  let status = 200;
  const sheet = new ServerStyleSheet();
  try {
    const tree = (
      <HttpStatusContext.Provider value={(next) => (status = next)}>
        <ShellTree
          queryClient={queryClient}
          store={createAppStore()}
          platform={{ composition, overrides: {}, rejectedOverrides: [] }}
          serverLocation={`${requestUrl.pathname}${requestUrl.search}`}
        />
      </HttpStatusContext.Provider>
    );
    const body = await renderToString(sheet.collectStyles(tree), deadline, onError);
    // The shell itself failed to render: today's empty document, rendered in the browser.
    if (body === null) return { status: 200, html: template, snapshot: [] };
    const snapshot = snapshotQueries(queryClient);
    return { status, html: pageDocument(template, { body, styles: sheet.getStyleTags(), snapshot }), snapshot };
  } finally {
    sheet.seal();
  }
}

export { parseComposition } from '../platform/composition';
export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE };
