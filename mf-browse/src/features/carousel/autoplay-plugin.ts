// keen-slider autoplay (the pattern from the keen-slider docs): advance every `delay` ms, pause
// while the pointer is over the slider or focus is inside it, restart after a drag.
import type { KeenSliderPlugin } from 'keen-slider/react';

export function autoplayPlugin(delay: number): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let paused = false;
    const clear = () => clearTimeout(timeout);
    const schedule = () => {
      clear();
      if (!paused) timeout = setTimeout(() => slider.next(), delay);
    };
    const pause = () => {
      paused = true;
      clear();
    };
    const resume = () => {
      paused = false;
      schedule();
    };
    slider.on('created', () => {
      slider.container.addEventListener('mouseover', pause);
      slider.container.addEventListener('mouseout', resume);
      slider.container.addEventListener('focusin', pause);
      slider.container.addEventListener('focusout', resume);
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', clear);
  };
}

export const SIMILAR_AUTOPLAY_MS = 3000;

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
