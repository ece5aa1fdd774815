// Who the shell's server rendered a document for (ADR 0014): the signed-in user it verified (or
// none) and the chosen city. The server writes it into the document's <head> (render-page.tsx) and
// the browser reads it before anything renders, so the first browser render (hydration) is exactly
// the server's, whatever the browser itself holds (localStorage, a cookie changed since, a
// document from the back/forward cache). The browser's own truth follows one render later.
import type { SessionUser } from './session-types';

export const RENDERED_VISITOR_META = 'carmarket-rendered-for';

export interface RenderedVisitor {
  user: SessionUser | null;
  city: string | null;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The <meta> the server puts into the document's <head>. The user is the page's own (a private, no-store document). */
export function renderedVisitorTag(visitor: RenderedVisitor): string {
  return `<meta name="${RENDERED_VISITOR_META}" content="${escapeAttribute(JSON.stringify(visitor))}">`;
}

function isSessionUser(value: unknown): value is SessionUser {
  const user = value as Partial<SessionUser> | null;
  return Boolean(user) && typeof user === 'object' && typeof user?.id === 'string' && typeof user.fullName === 'string';
}

/** What this document was rendered for, or null when no server rendered it (static serving, tests). */
export function readRenderedVisitor(doc: Document | undefined = globalThis.document): RenderedVisitor | null {
  const content = doc?.querySelector(`meta[name="${RENDERED_VISITOR_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const parsed = JSON.parse(content) as { user?: unknown; city?: unknown };
    return { user: isSessionUser(parsed.user) ? parsed.user : null, city: typeof parsed.city === 'string' ? parsed.city : null };
  } catch {
    return null;
  }
}
