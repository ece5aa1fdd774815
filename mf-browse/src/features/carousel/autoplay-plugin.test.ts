import type { KeenSliderInstance } from 'keen-slider/react';
import { autoplayPlugin, SIMILAR_AUTOPLAY_MS } from './autoplay-plugin';

type Handler = () => void;

/** Just enough of a keen-slider instance for the plugin: events, a container and next(). */
function fakeSlider() {
  const handlers = new Map<string, Handler[]>();
  const container = document.createElement('div');
  const slider = {
    container,
    next: vi.fn(),
    on: (event: string, handler: Handler) => handlers.set(event, [...(handlers.get(event) ?? []), handler]),
  };
  const emit = (event: string) => handlers.get(event)?.forEach((h) => h());
  return { slider, container, emit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autoplayPlugin', () => {
  it('advances the similar cars every 3000 ms', () => {
    const { slider, emit } = fakeSlider();
    autoplayPlugin(SIMILAR_AUTOPLAY_MS)(slider as unknown as KeenSliderInstance);
    emit('created');
    vi.advanceTimersByTime(2999);
    expect(slider.next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(slider.next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    vi.advanceTimersByTime(3000);
    expect(slider.next).toHaveBeenCalledTimes(2);
  });

  it('pauses while the pointer is over the slider and resumes after', () => {
    const { slider, container, emit } = fakeSlider();
    autoplayPlugin(3000)(slider as unknown as KeenSliderInstance);
    emit('created');
    container.dispatchEvent(new Event('mouseover'));
    vi.advanceTimersByTime(10_000);
    expect(slider.next).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('mouseout'));
    vi.advanceTimersByTime(3000);
    expect(slider.next).toHaveBeenCalledTimes(1);
  });

  it('stops when the slider is destroyed', () => {
    const { slider, emit } = fakeSlider();
    autoplayPlugin(3000)(slider as unknown as KeenSliderInstance);
    emit('created');
    emit('destroyed');
    vi.advanceTimersByTime(10_000);
    expect(slider.next).not.toHaveBeenCalled();
  });
});
