import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@carmarket/shared/testing';
import { TestimonialsCarousel } from './testimonials-carousel';

// The autoplay timing itself (3000 ms, pause on hover and focus, held while paused) is tested
// with the plugin in shared/src/motion/autoplay-plugin.test.ts.
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
