// Share a car: the Web Share sheet where the browser has one, else the link on the clipboard.
export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

export async function shareCarLink(title: string, url: string, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing went wrong. (A DOMException, which is not
      // an Error instance everywhere.)
      if (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError') return 'cancelled';
      // Share refused (e.g. not allowed here): fall back to copying.
    }
  }
  await nav.clipboard.writeText(url);
  return 'copied';
}
