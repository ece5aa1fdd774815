// Renders one page on the shell's server (issue 15, ADR 0009) with React 19 streaming. React
// starts at once: the shell (header, the page's frame, footer and the styles they use) is sent as
// soon as it is ready, while the route's remote and its data load within a budget; the route's
// slot then streams in with its content and its styles. Crawlers get the whole page at once
// (`wholePage`). Every request has its own query client, jotai store and status; a remote that is
// missing, slow or throws leaves its slot's fallback (the browser tries it again as today), and a
// page whose API is down renders what the page shows without its data. Nothing here answers 500:
// the worst case is today's empty document.
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import {
  configureApi,
  configureSite,
  createAppStore,
  getPublicOrigin,
  createQueryClient,
  renderedVisitorTag,
  restoreServerCityAtom,
  restoreServerSessionAtom,
  selectedCityAtom,
  sessionUserAtom,
  snapshotQueries,
  type ServerDataLoader,
  type User,
} from '@carmarket/shared';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { ShellTree } from '../app/shell-tree';
import { homeStatsQuery } from '../features/home/api/get-home-stats';
import { asVisitor, type VisitorHeaders } from './visitor-headers';
import type { Composition } from '../platform/composition';
import { loadExposed } from '../platform/federation';
import { HttpStatusContext } from '../platform/http-status';
import { remoteForFirstPaint } from '../platform/route-remotes';
import { RouteDataContext, type RouteDataReady } from '../platform/server-route-data';
import type { RenderFallbackReason, RenderOutcome, RenderTelemetry } from './render-telemetry';
import { holdRemoteSet, syncServerRemotes } from './server-federation';
import { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE, documentEnd, documentStart, takeLeadingHeadTags } from './page-document';

export interface RenderPageOptions {
  /** The request's path and query ('/buy-car/abc?x=1'). */
  url: string;
  composition: Composition;
  /** The shell's built index.html. */
  template: string;
  /** How long the remote, the data and the render may take together before slots fall back. */
  budgetMs: number;
  /** The origin of canonical and Open Graph URLs (the composition's publicOrigin, or the request's allowed own). */
  publicOrigin?: string;
  /** The request's CSP nonce, on every inline script of the document (React's, document-scripts/). */
  nonce: string;
  /** Wait for the whole page before the first byte (crawlers: one complete document, no script needed to show it). */
  wholePage?: boolean;
  /**
   * A visitor's page: how long after the shell is ready the server still waits for the whole page
   * before it sends the shell alone and streams the slots after it (default WHOLE_PAGE_WAIT_MS).
   */
  wholePageWaitMs?: number;
  /** Server-side errors (a remote that threw, a render that failed); console.error by default. */
  onError?: (error: unknown) => void;
  /** This request's user, verified by the API (shell/server/session-cookie.mjs); absent: signed out. */
  session?: { token: string; user: User };
  /** The visitor's `X-Forwarded-For` and `User-Agent`, sent on every API call made for this page (visitor-headers.ts). */
  visitor?: VisitorHeaders;
  /** The visitor's chosen city, from its cookie (shell/server/city-cookie.mjs); checked by the store. */
  city?: string;
  /** Where the render's own figures go (render-telemetry.ts): its time and what fell back, sampled there. */
  telemetry?: Pick<RenderTelemetry, 'record'>;
}

export interface RenderedPage {
  status: number;
  /** Where a redirect status sends the visitor (a route that only redirects): no document then. */
  location?: string;
  /** Streams the document into `destination` (the response) and ends it. */
  pipe(destination: NodeJS.WritableStream): void;
  /** Stops rendering (a HEAD request, a visitor who left). */
  abort(): void;
}

/**
 * A slot that finishes after the shell was sent arrives hidden and is revealed by React's inline
 * script, which waits for the browser's first paint plus up to 300 ms (React 19.2's reveal pacing)
 * and runs behind whatever start-up script the browser is evaluating: the route's content (the LCP)
 * then paints only after the app's scripts. A page that is whole within this wait goes as one
 * document whose content paints as it arrives; a slower slot (a remote or API beyond it) still
 * streams in after the shell. Measured on the bench (docs/BENCHMARKS.md): warm pages are whole in
 * 10-60 ms on this machine.
 */
export const WHOLE_PAGE_WAIT_MS = 300;

/** The shared package's own default, for a request with no origin of its own. */
const SHARED_DEFAULT_ORIGIN = getPublicOrigin();

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

/** How the route's remote did for the first paint, for the render's telemetry. */
type RouteRemoteOutcome = NonNullable<RenderOutcome['remote']>;

/**
 * The page's first remote module and its data, fetched into `queryClient`; failures only logged.
 * Answers how it went: a module that did not load is 'unavailable', a loader that threw 'error',
 * either beyond the budget 'timeout'.
 */
async function loadRouteData(
  url: URL,
  queryClient: ReturnType<typeof createQueryClient>,
  deadline: number,
  onError: (error: unknown) => void,
  user: User | undefined,
  city: string | undefined,
): Promise<RouteRemoteOutcome | undefined> {
  const route = remoteForFirstPaint(url.pathname);
  if (!route) return undefined;
  const started = Date.now();
  const outcome = (fellBack?: RenderFallbackReason): RouteRemoteOutcome => ({
    name: route.remote,
    durationMs: Date.now() - started,
    ...(fellBack ? { fellBack } : {}),
  });
  let module: { loadServerData?: ServerDataLoader } | undefined;
  try {
    // The route table pairs each remote with one of its own modules (route-remotes.ts).
    const load = loadExposed as (remote: string, module: string) => Promise<{ loadServerData?: ServerDataLoader }>;
    module = await withinBudget(load(route.remote, route.module), deadline);
    if (!module) return outcome('timeout');
  } catch (error) {
    // The slot renders its fallback and the browser tries the remote again.
    onError(error);
    return outcome('unavailable');
  }
  if (!module.loadServerData) return outcome();
  try {
    const loaded = await withinBudget(
      module.loadServerData({ queryClient, url, user, city }).then(() => true),
      deadline,
    );
    return outcome(loaded ? undefined : 'timeout');
  } catch (error) {
    onError(error);
    return outcome('error');
  }
}

/**
 * A query of the shell's own page, in the client before the render starts, so the page renders with
 * its answer and the browser asks nothing. An answer that is not in by then (a failure, the budget)
 * is dropped: the page renders its loading state, and the snapshot must not hand over an answer the
 * markup lacks (a hydration mismatch); the browser asks for it.
 */
async function prefetchBeforeRender<T, K extends QueryKey>(
  queryClient: ReturnType<typeof createQueryClient>,
  query: FetchQueryOptions<T, Error, T, K>,
  deadline: number,
): Promise<void> {
  await withinBudget(queryClient.prefetchQuery(query), deadline);
  if (queryClient.getQueryState(query.queryKey)?.status !== 'success') queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
}

/** The styles collected since the last call, as <style> tags (styled-components keeps what it already sent). */
function takeStyles(sheet: ServerStyleSheet): string {
  const tags = sheet.getStyleTags();
  sheet.instance.clearTag();
  return tags;
}

/**
 * Where React's stream goes: the response, with the styles each part used written just before it.
 * React writes in flush cycles (writes, then `flush()`), each ending at a place between whole
 * parts of the page; the first is the shell, whose styles are already in <head>. The styles of
 * what streams later (a boundary's content, in a hidden element that React's inline script moves
 * into place) are written at the start of its cycle, before that content and its script.
 * Trailing elements in #root are ignored by hydration and styled-components moves its <style>
 * elements into <head> when it starts in the browser.
 */
class DocumentStream extends Writable {
  private inCycle = false;
  /** The shell's first cycle, held until it ends: its leading head tags go into <head>. */
  private shell: string[] | null = [];

  constructor(
    private readonly response: NodeJS.WritableStream,
    private readonly sheet: ServerStyleSheet,
    private readonly documentStart: (headTags: string) => string,
    private readonly documentEnd: () => string,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (this.shell) {
      this.shell.push(chunk.toString());
      done();
      return;
    }
    if (!this.inCycle) {
      this.inCycle = true;
      const styles = takeStyles(this.sheet);
      if (styles) this.response.write(styles);
    }
    this.response.write(chunk);
    done();
  }

  /** The document's start with the page's head tags, then the shell's markup. */
  private writeShell() {
    if (!this.shell) return;
    const { headTags, rest } = takeLeadingHeadTags(this.shell.join(''));
    this.shell = null;
    this.response.write(this.documentStart(headTags) + rest);
  }

  /** Called by React at the end of each flush cycle. */
  flush() {
    this.writeShell();
    this.inCycle = false;
  }

  override _final(done: (error?: Error | null) => void) {
    this.writeShell();
    this.response.end(takeStyles(this.sheet) + this.documentEnd());
    done();
  }
}

/** Renders the page as its visitor: the route's loader and the render call the API with the visitor's headers (and token). */
export function renderPage(options: RenderPageOptions): Promise<RenderedPage | null> {
  return asVisitor(options.visitor, () => renderDocument(options), options.session);
}

async function renderDocument(options: RenderPageOptions): Promise<RenderedPage | null> {
  const started = Date.now();
  // This render's remote releases stay registered until it is done (server-federation.ts): a
  // canary visitor's render and a stable visitor's never load each other's remote.
  const releaseRemoteSet = await holdRemoteSet(options.composition);
  try {
    return await renderWithRemoteSet(options, releaseRemoteSet, started);
  } catch (error) {
    releaseRemoteSet();
    throw error;
  }
}

async function renderWithRemoteSet(
  {
    url,
    composition,
    template,
    budgetMs,
    publicOrigin,
    nonce,
    wholePage = false,
    wholePageWaitMs = WHOLE_PAGE_WAIT_MS,
    onError = console.error,
    session,
    city,
    telemetry,
  }: RenderPageOptions,
  releaseRemoteSet: () => void,
  started: number,
): Promise<RenderedPage | null> {
  const deadline = Date.now() + budgetMs;
  // However the render ends, the hold ends soon after its budget.
  const holdBackstop = setTimeout(releaseRemoteSet, budgetMs + 1000);
  const endHold = () => {
    clearTimeout(holdBackstop);
    releaseRemoteSet();
  };
  const requestUrl = new URL(url, 'http://shell.invalid');
  configureApi({ baseUrl: composition.apiBaseUrl });
  // Process-wide like the API's base URL: one site per server (a publicOrigin, or one allowed Host).
  configureSite({ publicOrigin: publicOrigin ?? SHARED_DEFAULT_ORIGIN });
  syncServerRemotes(composition, budgetMs);

  const queryClient = createQueryClient();
  // Started, not awaited: the shell renders meanwhile, and only the route's slot waits for it.
  const routeRemote = loadRouteData(requestUrl, queryClient, deadline, onError, session?.user, city);
  const routeData = routeRemote.then(() => undefined);
  // What the render's telemetry says: the first fallback's reason wins over what came after it.
  let renderFellBack: RenderFallbackReason | undefined;
  let recorded = false;
  const recordRender = (fellBack?: RenderFallbackReason) => {
    if (recorded || !telemetry) return;
    recorded = true;
    const durationMs = Date.now() - started;
    void routeRemote.then((remote) => {
      // The cause first: a remote that did not load also makes its slot's render fail.
      const reason = fellBack ?? (renderFellBack === 'timeout' ? renderFellBack : (remote?.fellBack ?? renderFellBack));
      telemetry.record({
        composition,
        pathname: requestUrl.pathname,
        durationMs,
        ...(reason ? { fellBack: reason } : {}),
        ...(remote ? { remote } : {}),
      });
    });
  };
  // The home page's own tiles' counts (one cached answer of the API), before the render.
  if (requestUrl.pathname === '/') await prefetchBeforeRender(queryClient, homeStatsQuery, deadline);
  // The module whose data the page needs first: the route's remote, or the home page's carousels.
  const route = remoteForFirstPaint(requestUrl.pathname);
  const routeDataReady: RouteDataReady = (remote, module) =>
    route && route.remote === remote && route.module === module ? routeData : Promise.resolve();
  const store = createAppStore();
  if (session) store.set(restoreServerSessionAtom, session);
  if (city) store.set(restoreServerCityAtom, city);
  // Who this document is rendered for, in its <head>: the browser hydrates with exactly this (ADR 0014).
  const visitor = renderedVisitorTag({ user: store.get(sessionUserAtom), city: store.get(selectedCityAtom) });
  const pageTemplate = template.replace('</head>', () => `${visitor}</head>`);

  let status = 200;
  let location: string | undefined;
  const sheet = new ServerStyleSheet();
  const tree = (
    <HttpStatusContext.Provider
      value={(next, to) => {
        status = next;
        location = to;
      }}
    >
      <RouteDataContext.Provider value={routeDataReady}>
        <ShellTree
          queryClient={queryClient}
          store={store}
          platform={{ composition, overrides: {}, rejectedOverrides: [] }}
          serverLocation={`${requestUrl.pathname}${requestUrl.search}`}
        />
      </RouteDataContext.Provider>
    </HttpStatusContext.Provider>
  );

  return new Promise((resolve) => {
    let sent = false;
    let stoppedByCaller = false;
    let waitForWholePage: ReturnType<typeof setTimeout> | undefined;
    const ready = () => {
      clearTimeout(waitForWholePage);
      if (sent) return;
      sent = true;
      const shellStyles = takeStyles(sheet);
      resolve({
        status,
        location,
        pipe(destination) {
          stream.pipe(
            new DocumentStream(
              destination,
              sheet,
              // A crawler's page has nothing to click: no early-input script.
              (headTags) => documentStart(pageTemplate, shellStyles, headTags, nonce, { earlyInput: !wholePage }),
              () => documentEnd(pageTemplate, snapshotQueries(queryClient)),
            ),
          );
        },
        abort() {
          clearTimeout(timer);
          // The caller stopped it (a HEAD request, a visitor who left): not a fallback of the page.
          stoppedByCaller = true;
          stream.abort();
        },
      });
    };
    const stream = renderToPipeableStream(sheet.collectStyles(tree), {
      nonce,
      // A boundary finished when its part is written goes in place, however large: React 19.2
      // otherwise writes one over 12.8 kB hidden, revealed by a script and its reveal pacing (up
      // to 300 ms), which held the listing and the car page behind their fallback (LCP). A
      // crawler's page is sent whole this way (no script needed to show it); a visitor's shell
      // goes first and slots that finish later stream in.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellReady() {
        if (!wholePage) waitForWholePage = setTimeout(ready, wholePageWaitMs);
      },
      onAllReady() {
        clearTimeout(timer);
        endHold();
        recordRender();
        ready();
      },
      onShellError(error) {
        clearTimeout(timer);
        endHold();
        clearTimeout(waitForWholePage);
        recordRender('error');
        onError(error);
        // The shell itself failed to render: today's empty document, rendered in the browser.
        resolve(null);
      },
      onError(error) {
        if (!stoppedByCaller) renderFellBack ??= 'error';
        onError(error);
      },
    });
    // Boundaries still waiting at the deadline (a slow remote) are sent as their fallback, and the
    // browser renders them itself.
    const timer = setTimeout(
      () => {
        renderFellBack = 'timeout';
        stream.abort(new Error('Server render budget exceeded'));
      },
      Math.max(0, deadline - Date.now()),
    );
  });
}

export { parseComposition } from '../platform/composition';
export { createRenderTelemetry } from './render-telemetry';
export { canaryBucketOf, canaryCookie, canaryKeyOf, compositionForVisitor, newCanaryBucket } from '../platform/canary';
export { SERVER_DATA_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE };
