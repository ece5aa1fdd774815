// After a page or filter change the results start again from their top: when the visitor has
// scrolled past it (Next at the bottom of the grid, a filter far down the sidebar), the results are
// scrolled back into view, smoothly unless they prefer reduced motion. The element's
// scroll-margin-top keeps it clear of the sticky header.
//
// The check reads layout, so it runs after the change has been painted, not in the effect: a
// filter tap's effects run before its paint, and a layout read there makes the browser lay the page
// out inside the tap's processing. Profiled (bench/profile-interaction.mjs, the first brand tick at
// 4x CPU): the read's ~22 ms left the tap, but the tap's total did not measurably drop, as the
// browser still lays the page out before it paints. After the paint the layout is clean and the
// read is free.
import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@carmarket/shared/motion';

/** Whether the results' top is out of sight: above the viewport or under the sticky header. */
export function resultsTopHidden(element: Element): boolean {
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top < margin;
}

/** Runs `callback` in a task after the next frame has been painted; returns what cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/** Scrolls `ref` into view whenever `key` changes (not on the first render), once the change is painted. */
export function useScrollToResults(ref: RefObject<Element | null>, key: string): void {
  const scrolledFor = useRef(key);
  useEffect(() => {
    if (scrolledFor.current === key) return;
    return afterNextPaint(() => {
      scrolledFor.current = key;
      const element = ref.current;
      if (!element || !resultsTopHidden(element)) return;
      element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    });
  }, [key, ref]);
}
