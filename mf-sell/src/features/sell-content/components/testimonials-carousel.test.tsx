import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeenSliderInstance } from 'keen-slider/react';
import { renderWithProviders } from '@carmarket/shared/testing';
import { autoplay, TESTIMONIAL_AUTOPLAY_MS, TestimonialsCarousel } from './testimonials-carousel';

function fakeSlider() {
  const handlers: Record<string, Array<() => void>> = {};
  const container = document.createElement('div');
  document.body.append(container);
  const slider = {
    container,
    next: vi.fn(),
    on: (event: string, handler: () => void) => {
      (handlers[event] ??= []).push(handler);
    },
  };
  const emit = (event: string) => handlers[event]?.forEach((handler) => handler());
  return { slider: slider as unknown as KeenSliderInstance, next: slider.next, container, emit };
}

describe('testimonials autoplay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves on every 3000 ms and pauses while hovered or focused', () => {
    const { slider, next, container, emit } = fakeSlider();
    autoplay(TESTIMONIAL_AUTOPLAY_MS, () => true)(slider);
    emit('created');
    vi.advanceTimersByTime(2999);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledTimes(1);
    emit('animationEnded');
    container.dispatchEvent(new Event('mouseenter'));
    vi.advanceTimersByTime(10_000);
    expect(next).toHaveBeenCalledTimes(1);
    container.dispatchEvent(new Event('mouseleave'));
    vi.advanceTimersByTime(3000);
    expect(next).toHaveBeenCalledTimes(2);
    container.dispatchEvent(new FocusEvent('focusin'));
    vi.advanceTimersByTime(10_000);
    expect(next).toHaveBeenCalledTimes(2);
  });

  it('does not play when told not to (paused or reduced motion)', () => {
    const { slider, next, emit } = fakeSlider();
    autoplay(TESTIMONIAL_AUTOPLAY_MS, () => false)(slider);
    emit('created');
    vi.advanceTimersByTime(30_000);
    expect(next).not.toHaveBeenCalled();
  });
});

describe('TestimonialsCarousel', () => {
  it('starts paused for visitors who prefer reduced motion, and can be played', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderWithProviders(<TestimonialsCarousel />);
      await userEvent.click(screen.getByRole('button', { name: 'Play autoplay' }));
      expect(screen.getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('labels each slide and offers previous, next and one button per testimonial', () => {
    renderWithProviders(<TestimonialsCarousel />);
    expect(screen.getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toBeInTheDocument();
  });
});
