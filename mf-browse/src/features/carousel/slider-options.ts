// The car carousels' keen-slider options: slides per view of spec §9 (cars 1.5, 2.5 from 640px,
// 3.3 from 1024px, 4 from 1280px) and which carousel autoplays (similar cars, every 3000 ms).
import type { KeenSliderOptions } from 'keen-slider/react';
import type { CarCarouselVariant } from '@carmarket/shared';

export const SIMILAR_AUTOPLAY_MS = 3000;

export const CAR_SLIDES_PER_VIEW = { base: 1.5, sm: 2.5, lg: 3.3, xl: 4 } as const;
export const CAR_SLIDE_SPACING_PX = 16;
const SPACING = CAR_SLIDE_SPACING_PX;
/** Where the slides per view change (the breakpoints below). */
export const CAR_SLIDER_BREAKPOINTS_PX = { sm: 640, lg: 1024, xl: 1280 } as const;
/** Set on the track once keen-slider has started: until then the track's CSS lays the slides out. */
export const SLIDER_STARTED_ATTRIBUTE = 'data-slider-started';

export function carSliderOptions(loop: boolean, reducedMotion: boolean): KeenSliderOptions {
  return {
    loop,
    mode: 'snap',
    defaultAnimation: { duration: reducedMotion ? 0 : 500 },
    slides: { perView: CAR_SLIDES_PER_VIEW.base, spacing: SPACING },
    created: (slider) => slider.container.setAttribute(SLIDER_STARTED_ATTRIBUTE, ''),
    breakpoints: {
      [`(min-width: ${CAR_SLIDER_BREAKPOINTS_PX.sm}px)`]: { slides: { perView: CAR_SLIDES_PER_VIEW.sm, spacing: SPACING } },
      [`(min-width: ${CAR_SLIDER_BREAKPOINTS_PX.lg}px)`]: { slides: { perView: CAR_SLIDES_PER_VIEW.lg, spacing: SPACING } },
      [`(min-width: ${CAR_SLIDER_BREAKPOINTS_PX.xl}px)`]: { slides: { perView: CAR_SLIDES_PER_VIEW.xl, spacing: SPACING } },
    },
  };
}

/** Autoplay delay in ms, or null for a carousel that does not autoplay (spec §2: similar cars only). */
export function carouselAutoplayMs(variant: CarCarouselVariant, reducedMotion: boolean): number | null {
  return variant === 'similar' && !reducedMotion ? SIMILAR_AUTOPLAY_MS : null;
}
