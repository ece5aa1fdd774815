// How the shell's server marks a page it rendered, and how the browser reads what it handed over.
import type { QuerySnapshot } from '@carmarket/shared';

export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
export const SERVER_DATA_ELEMENT_ID = 'carmarket-server-data';

/** The data a server-rendered page carries, or null for a page rendered in the browser only. */
export function readServerRenderedPage(container: HTMLElement): { snapshot: QuerySnapshot } | null {
  if (!container.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) return null;
  const element = document.getElementById(SERVER_DATA_ELEMENT_ID);
  try {
    const snapshot = element?.textContent ? (JSON.parse(element.textContent) as QuerySnapshot) : [];
    return { snapshot: Array.isArray(snapshot) ? snapshot : [] };
  } catch {
    return { snapshot: [] };
  }
}
