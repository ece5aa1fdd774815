// keen-slider autoplay, the pattern from the keen-slider docs, for every slider of the site (the
// home hero, the car carousels, the testimonials): advance every `delay` ms, pause while the
// pointer is over the slider (and, unless told otherwise, while focus is inside it), stop on a
// drag until the slide settles, and hold while `canPlay()` says no (a Pause button).

/** The part of a keen-slider instance autoplay needs; keen-slider's own instance fits it. */
export interface AutoplaySlider {
  container: HTMLElement;
  next(): void;
  on(event: 'created' | 'dragStarted' | 'animationEnded' | 'updated' | 'destroyed', listener: () => void): void;
}

export interface AutoplayOptions {
  /** The element whose hover (and focus) pauses autoplay; the slider's container by default. */
  pauseTarget?: (container: HTMLElement) => Element;
  /** Pause while focus is inside the pause target (default true). */
  pauseOnFocus?: boolean;
  /** Read before each step: false holds autoplay, e.g. while a Pause button is pressed. */
  canPlay?: () => boolean;
}

export function autoplayPlugin(delay: number, options: AutoplayOptions = {}): (slider: AutoplaySlider) => void {
  const { pauseTarget = (container) => container, pauseOnFocus = true, canPlay = () => true } = options;
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      if (hovered || focused || !canPlay()) return;
      timer = setTimeout(() => slider.next(), delay);
    };
    slider.on('created', () => {
      const root = pauseTarget(slider.container);
      root.addEventListener('mouseenter', () => {
        hovered = true;
        stop();
      });
      root.addEventListener('mouseleave', () => {
        hovered = false;
        schedule();
      });
      if (pauseOnFocus) {
        root.addEventListener('focusin', () => {
          focused = true;
          stop();
        });
        root.addEventListener('focusout', (event) => {
          if (root.contains((event as FocusEvent).relatedTarget as Node | null)) return;
          focused = false;
          schedule();
        });
      }
      schedule();
    });
    slider.on('dragStarted', stop);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', stop);
  };
}
