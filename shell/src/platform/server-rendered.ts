// How the shell's server marks a page it rendered, and how the browser reads what it handed over.
import {
  appStore,
  readRenderedVisitor,
  sessionUserAtom,
  type QuerySnapshot,
  type RenderedVisitor,
  type SessionUser,
} from '@carmarket/shared';

export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
export const SERVER_DATA_ELEMENT_ID = 'carmarket-server-data';

/**
 * A page the server rendered for a signed-in user this browser is not signed in as (another
 * user's cookie, or a cookie left after a sign-out in another tab; ADR 0014). It is not hydrated:
 * its markup and its data (that user's own) are the other user's, and the browser's session is
 * the truth. The browser renders the page anew for its own user; the other user's data never
 * enters this page's cache.
 */
export function renderedForAnotherUser(rendered: RenderedVisitor | null, browserUser: SessionUser | null): boolean {
  return Boolean(rendered?.user) && rendered?.user?.id !== browserUser?.id;
}

/**
 * Once the whole document has arrived. The server streams a page, and the data it hands over comes
 * after the markup: on a slow render or network the start-up scripts run before it is here, and a
 * page hydrated without it asks the API again and renders other markup than the server's (#418).
 */
export function documentParsed(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** The data a server-rendered page carries, or null for a page rendered in the browser only. Read it once documentParsed. */
export function readServerRenderedPage(container: HTMLElement, doc: Document = document): { snapshot: QuerySnapshot } | null {
  if (!container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  if (renderedForAnotherUser(readRenderedVisitor(doc), appStore.get(sessionUserAtom))) return null;
  const element = doc.getElementById(SERVER_DATA_ELEMENT_ID);
  try {
    const snapshot = element?.textContent ? (JSON.parse(element.textContent) as QuerySnapshot) : [];
    return { snapshot: Array.isArray(snapshot) ? snapshot : [] };
  } catch {
    return { snapshot: [] };
  }
}
