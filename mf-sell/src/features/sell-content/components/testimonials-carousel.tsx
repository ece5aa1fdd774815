// Testimonials carousel (spec §2/§9: autoplay every 3000 ms) on keen-slider. Autoplay
// pauses while the pointer is over it or focus is inside it, can be paused with a button
// (WCAG 2.2.2), and does not start for visitors who prefer reduced motion.
import { useEffect, useRef, useState } from 'react';
import { useKeenSlider } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import { Button } from '@carmarket/shared';
import { autoplayPlugin, prefersReducedMotion } from '@carmarket/shared/motion';
import { TESTIMONIALS } from '../sell-content';
import { StyledSection, StyledSectionInner, StyledSectionTitle } from './sell-sections.styles';
import {
  SLIDER_STARTED_ATTRIBUTE,
  StyledControls,
  StyledDots,
  StyledInitials,
  StyledQuoteCard,
  StyledViewport,
  TESTIMONIAL_SLIDES,
} from './testimonials-carousel.styles';

export const TESTIMONIAL_AUTOPLAY_MS = 3000;

function initialsOf(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export function TestimonialsCarousel() {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const playingRef = useRef(playing);
  playingRef.current = playing;
  const [current, setCurrent] = useState(0);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      slides: TESTIMONIAL_SLIDES.base,
      breakpoints: {
        [`(min-width: ${TESTIMONIAL_SLIDES.md.minWidthPx}px)`]: { slides: TESTIMONIAL_SLIDES.md },
        [`(min-width: ${TESTIMONIAL_SLIDES.lg.minWidthPx}px)`]: { slides: TESTIMONIAL_SLIDES.lg },
      },
      // Until then the stylesheet lays the server's slides out as keen-slider will (no layout shift).
      created: (slider) => slider.container.setAttribute(SLIDER_STARTED_ATTRIBUTE, ''),
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    },
    [
      autoplayPlugin(TESTIMONIAL_AUTOPLAY_MS, {
        pauseTarget: (container) => container.closest('[data-carousel]') ?? container,
        canPlay: () => playingRef.current,
      }),
    ],
  );

  // Re-evaluate the timer when the visitor pauses or resumes.
  useEffect(() => {
    instanceRef.current?.update();
  }, [playing, instanceRef]);

  return (
    <StyledSection $tinted aria-labelledby="testimonials-title">
      <StyledSectionInner data-carousel aria-roledescription="carousel" role="region" aria-label="What sellers say">
        <StyledSectionTitle id="testimonials-title">What our sellers say</StyledSectionTitle>
        <StyledViewport>
          <div ref={sliderRef} className="keen-slider" aria-live={playing ? 'off' : 'polite'}>
            {TESTIMONIALS.map((item, index) => (
              <div
                key={item.name}
                className="keen-slider__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${TESTIMONIALS.length}`}
              >
                <StyledQuoteCard>
                  <blockquote>“{item.quote}”</blockquote>
                  <figcaption>
                    <StyledInitials aria-hidden="true">{initialsOf(item.name)}</StyledInitials>
                    <span>
                      <strong>{item.name}</strong>
                      {item.city} · sold a {item.car}
                    </span>
                  </figcaption>
                </StyledQuoteCard>
              </div>
            ))}
          </div>
        </StyledViewport>
        <StyledControls>
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => instanceRef.current?.prev()}
            aria-label="Previous testimonial"
          >
            ‹
          </Button>
          <StyledDots>
            {TESTIMONIALS.map((item, index) => (
              <button
                key={item.name}
                type="button"
                aria-label={`Show testimonial ${index + 1}`}
                aria-current={current === index ? 'true' : undefined}
                onClick={() => instanceRef.current?.moveToIdx(index)}
              />
            ))}
          </StyledDots>
          <Button type="button" $variant="secondary" $size="sm" onClick={() => instanceRef.current?.next()} aria-label="Next testimonial">
            ›
          </Button>
          <Button type="button" $variant="ghost" $size="sm" onClick={() => setPlaying((value) => !value)}>
            {playing ? 'Pause autoplay' : 'Play autoplay'}
          </Button>
        </StyledControls>
      </StyledSectionInner>
    </StyledSection>
  );
}
