import type { Server } from 'node:http';

export declare const DEFAULT_BUDGET_MS: number;
export declare function isDocumentPath(pathname: string): boolean;
export declare function createShellServer(options: {
  dist?: string;
  compositionFile: string;
  budgetMs?: number;
  log?: (message: string, error?: unknown) => void;
  secureCookies?: boolean;
  /** The anonymous pages' cache (html-cache.mjs), or false for none. */
  htmlCache?: false | Partial<import('./html-cache.mjs').HtmlCacheOptions>;
  /** How often the API's data version is read (data-version.mjs). */
  versionCheckMs?: number;
  /** The queue of cached car pages' views (car-page-views.mjs); by default the server's own. */
  carPageViews?: import('./car-page-views.mjs').CarPageViews;
  /** How often the renders' own telemetry goes to the API (render-telemetry.ts; default every 10 s). */
  renderTelemetry?: { flushEveryMs?: number };
}): Promise<Server>;
export declare function isCrawler(userAgent?: string): boolean;
export declare function requestContext(
  req: import('node:http').IncomingMessage,
  composition: unknown,
): {
  url: string;
  composition: unknown;
  publicOrigin: string | undefined;
  nonce: string;
  wholePage: boolean;
  visitor: Record<string, string>;
};
export declare function siteOriginOf(req: import('node:http').IncomingMessage): string | undefined;
