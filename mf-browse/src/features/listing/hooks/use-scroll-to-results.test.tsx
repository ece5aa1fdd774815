import { renderHook, waitFor } from '@testing-library/react';
import { useScrollToResults } from './use-scroll-to-results';

/** The results element, its top as the browser would report it, and the scroll it is asked for. */
function results(top: number) {
  const element = document.createElement('section');
  const getBoundingClientRect = vi.fn(() => ({ top }) as DOMRect);
  const scrollIntoView = vi.fn();
  Object.assign(element, { getBoundingClientRect, scrollIntoView });
  return { ref: { current: element }, getBoundingClientRect, scrollIntoView };
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useScrollToResults', () => {
  it('reads the layout only after the change is painted, then scrolls the hidden results into view', async () => {
    const { ref, getBoundingClientRect, scrollIntoView } = results(-500);
    const { rerender } = renderHook(({ key }) => useScrollToResults(ref, key), { initialProps: { key: 'page=1' } });
    rerender({ key: 'page=2' });
    // The commit and its effects are done: no layout has been read in them.
    expect(getBoundingClientRect).not.toHaveBeenCalled();
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' }));
    expect(getBoundingClientRect).toHaveBeenCalledTimes(1);
  });

  it('neither reads nor scrolls on the first render, nor when the top of the results is in sight', async () => {
    const { ref, getBoundingClientRect, scrollIntoView } = results(200);
    const { rerender } = renderHook(({ key }) => useScrollToResults(ref, key), { initialProps: { key: 'page=1' } });
    await nextPaint();
    expect(getBoundingClientRect).not.toHaveBeenCalled();
    rerender({ key: 'fuel=Diesel' });
    await waitFor(() => expect(getBoundingClientRect).toHaveBeenCalled());
    await nextPaint();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls once for the last of two quick changes', async () => {
    const { ref, scrollIntoView } = results(-500);
    const { rerender } = renderHook(({ key }) => useScrollToResults(ref, key), { initialProps: { key: 'page=1' } });
    rerender({ key: 'page=2' });
    rerender({ key: 'page=3' });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    await nextPaint();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
