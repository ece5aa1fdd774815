// The browser's half of the server session (issue 15 point 2; the server's half is
// shell/server/session-cookie.mjs, docs/security.md "The session on the server"). The token stays
// in localStorage for the API; the shell's server gets the same token as an httpOnly cookie on its
// own origin, so it can render the signed-in header and account pages. Only a document served by
// that server carries the marker below: static serving makes no call at all, and a failed call is
// ignored (the page works exactly as without it; only the next server render stays signed out).
import { readRenderedVisitor } from './rendered-visitor';

export const SESSION_ENDPOINT = '/session';
export const SESSION_MARKER_NAME = 'carmarket-session';
export const SESSION_REQUEST_HEADER = 'X-CarMarket-Session';

export type ServerSessionMarker = 'signed-in' | 'signed-out';

/** How the shell's server rendered this document, or null when no such server served it. */
export function serverSessionMarker(doc: Document | undefined = globalThis.document): ServerSessionMarker | null {
  const content = doc?.querySelector(`meta[name="${SESSION_MARKER_NAME}"]`)?.getAttribute('content');
  return content === 'signed-in' || content === 'signed-out' ? content : null;
}

/** Sets (a token) or clears (null) the shell server's session cookie; never throws, never waits. */
export function shareSessionWithServer(token: string | null): Promise<void> {
  if (!serverSessionMarker() || typeof fetch !== 'function') return Promise.resolve();
  return fetch(SESSION_ENDPOINT, {
    method: token ? 'POST' : 'DELETE',
    credentials: 'same-origin',
    headers: { [SESSION_REQUEST_HEADER]: '1', ...(token ? { 'Content-Type': 'application/json' } : {}) },
    ...(token ? { body: JSON.stringify({ token }) } : {}),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * On start, the cookie follows this browser's session (localStorage: the browser cannot read the
 * httpOnly cookie, so only its own token can be acted on, ADR 0014): a browser signed in before the
 * cookie existed (or whose cookie expired or was refused while its token was not) gets it now; one
 * whose cookie is another user's gets its own; one signed out in another tab loses it.
 */
export function syncServerSession(
  session: { token: string; user: { id: string } } | null,
  doc: Document | undefined = globalThis.document,
): Promise<void> {
  const marker = serverSessionMarker(doc);
  const renderedUserId = readRenderedVisitor(doc)?.user?.id ?? null;
  if (session && (marker === 'signed-out' || (renderedUserId !== null && renderedUserId !== session.user.id))) {
    return shareSessionWithServer(session.token);
  }
  if (!session && marker === 'signed-in') return shareSessionWithServer(null);
  return Promise.resolve();
}
