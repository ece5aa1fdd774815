// Share a link: the Web Share sheet where the browser has one, else the link on the clipboard.
// One rule for every remote that shares a car (the detail page, My Enquiries). Stateless:
// '@carmarket/shared/share-link', bundled by the chunks that share, not in the singleton every page loads.
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareLink(data: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: data.title, url: data.url });
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing went wrong. Checked by name: a DOMException is
      // not an Error instance in every engine.
      if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return 'cancelled';
      // Share refused (e.g. not allowed in this context): fall back to copying.
    }
  }
  try {
    await nav.clipboard.writeText(data.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
