// After a page or filter change the results start again from their top: when the visitor has
// scrolled past it (Next at the bottom of the grid, a filter far down the sidebar), the results are
// scrolled back into view, smoothly unless they prefer reduced motion. The element's
// scroll-margin-top keeps it clear of the sticky header.
import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@carmarket/shared/motion';

/** Whether the results' top is out of sight: above the viewport or under the sticky header. */
export function resultsTopHidden(element: Element): boolean {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top < margin;
}

/** Scrolls `ref` into view whenever `key` changes (not on the first render). */
export function useScrollToResults(ref: RefObject<Element | null>, key: string): void {
  const last = useRef(key);
  useEffect(() => {
    if (last.current === key) return;
    last.current = key;
    const element = ref.current;
    if (!element || !resultsTopHidden(element)) return;
    element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [key, ref]);
}
