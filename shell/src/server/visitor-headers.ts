// The visitor behind each document, on the API calls made to render it (ADR 0009, "The visitor
// on the API's calls"). The API counts a car's view once per visitor per day (an anonymous
// visitor is an address and a user agent) and rate-limits by address: without these headers every
// visitor of the shell's server would be the server itself. The shared API client is one module
// for every request of the process, so the headers are kept per request in an AsyncLocalStorage:
// whatever runs inside `asVisitor` (the route's loader, the render and what it starts) sends its
// own request's headers, never another's. A signed-in request also sends its user's own
// `Authorization` (the session cookie's token, verified by the API before the render): the account
// pages' loaders ask private endpoints as that user, and no other request can see the token.
// Server-only code: the browser build never has it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { configureRequestHeaders } from '@carmarket/shared';

/** The headers that name a visitor to the API: `X-Forwarded-For` and `User-Agent` (shell/server/ssr-server.mjs builds them). */
export type VisitorHeaders = Record<string, string>;

const visitorOfRequest = new AsyncLocalStorage<VisitorHeaders>();

let installed = false;

/**
 * Runs `work` (and everything it starts) as `visitor`'s request: the API client sends their
 * headers, and `Bearer <token>` when the request is signed in (`session`).
 */
export function asVisitor<T>(visitor: VisitorHeaders | undefined, work: () => T, session?: { token: string }): T {
  if (!installed) {
    configureRequestHeaders(() => visitorOfRequest.getStore());
    installed = true;
  }
  const headers: VisitorHeaders = { ...visitor };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  return visitorOfRequest.run(headers, work);
}
