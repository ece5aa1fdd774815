// A keen-slider created in the task after its component's first commit, not inside it. Creating
// a slider reads the container's computed style (its direction), and the first style read after
// hydration pays a whole-document style recalculation (styled-components has just re-inserted
// the server's rules): ~54 ms per load of `/` at 4x CPU on the slower host kind, inside the
// hydration task (docs/BENCHMARKS.md, "Issue 25: experiments"). One task later it is a task of
// its own, and a tap that lands during hydration no longer waits for it.
//
// Only for a slider with no controls of its own (the home hero: autoplay, aria-hidden). A slider
// with arrows would have no instance in the task where early-input replays a click made before
// hydration, and that click would be lost.
import { useEffect, useRef, type RefObject } from 'react';
import { useKeenSlider, type KeenSliderOptions, type KeenSliderPlugin } from 'keen-slider/react';

export function useKeenSliderAfterCommit<T extends HTMLElement>(
  options: KeenSliderOptions,
  plugins: KeenSliderPlugin[],
): RefObject<T | null> {
  const [attachSlider] = useKeenSlider<T>(options, plugins);
  const container = useRef<T | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => attachSlider(container.current), 0);
    return () => {
      clearTimeout(timer);
      attachSlider(null);
    };
  }, [attachSlider]);
  return container;
}
