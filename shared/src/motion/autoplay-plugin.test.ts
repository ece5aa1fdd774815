import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { autoplayPlugin, type AutoplaySlider } from './autoplay-plugin';
import { prefersReducedMotion } from './reduced-motion';

/** Just enough of a keen-slider instance for the plugin: events, a container and next(). */
function fakeSlider() {
  const handlers = new Map<string, Array<() => void>>();
  const container = document.createElement('div');
  document.body.append(container);
  const next = vi.fn();
  const slider: AutoplaySlider = {
    container,
    next,
    on: (event, handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((handler) => handler());
  return { slider, next, container, emit };
}

/** After `event` on `target`, ten seconds pass with no new slide: still `slides` shown. */
function expectHeld(target: EventTarget, event: Event, next: Mock, slides: number) {
  target.dispatchEvent(event);
  vi.advanceTimersByTime(10_000);
  expect(next).toHaveBeenCalledTimes(slides);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autoplayPlugin', () => {
  it('advances every 3000 ms', () => {
    const { slider, next, emit } = fakeSlider();
    autoplayPlugin(3000)(slider);
    emit('created');
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('pauses while the pointer is over the slider or focus is inside, and resumes after', () => {
    const { slider, next, container, emit } = fakeSlider();
    autoplayPlugin(3000)(slider);
    emit('created');
    expectHeld(container, new Event('mouseenter'), next, 0);
    container.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    expectHeld(container, new FocusEvent('focusin'), next, 1);
    container.dispatchEvent(new FocusEvent('focusout'));
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('keeps playing on focus when told to, and pauses on hover of the chosen target', () => {
    const { slider, next, container, emit } = fakeSlider();
    const hero = document.createElement('section');
    hero.append(container);
    autoplayPlugin(3000, { pauseOnFocus: false, pauseTarget: (element) => element.parentElement ?? element })(slider);
    emit('created');
    container.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    expectHeld(hero, new Event('mouseenter'), next, 1);
  });

  it('does not play when told not to (paused or reduced motion)', () => {
    const { slider, next, emit } = fakeSlider();
    autoplayPlugin(3000, { canPlay: () => false })(slider);
    emit('created');
    vi.advanceTimersByTime(30_000);
    expect(next).not.toHaveBeenCalled();
  });

  it('stops on a drag and when the slider is destroyed', () => {
    const { slider, next, emit } = fakeSlider();
    autoplayPlugin(3000)(slider);
    emit('created');
    emit('dragStarted');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    emit('animationEnded');
    emit('destroyed');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
  });
});

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the media query, and is false without matchMedia', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    expect(prefersReducedMotion()).toBe(true);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    expect(prefersReducedMotion()).toBe(false);
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
  });
});
