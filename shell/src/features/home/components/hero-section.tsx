// Spec §2 home 1: a fading 3-image slider (3 s autoplay, looping) behind the headline and the
// search box. The first image is the page's largest paint: eager, high priority, sized.
import { useMemo, useState } from 'react';
import { autoplayPlugin, prefersReducedMotion, useKeenSliderAfterCommit } from '@carmarket/shared/motion';
import { HERO_IMAGES, HERO_IMAGE_SIZE } from '../home-images';
import { HeroSearchForm } from './hero-search-form';
import { StyledHero, StyledHeroContent, StyledHeroSlide, StyledHeroSlider, StyledHeroText } from './hero-section.styles';

export const HERO_AUTOPLAY_MS = 3000;

const SIZES = '100vw';

export function HeroSection() {
  const [opacities, setOpacities] = useState<number[]>(() => HERO_IMAGES.map((_, index) => (index === 0 ? 1 : 0)));
  // Hovering the hero pauses it; focus in its search box does not (the box is not a slide).
  const plugins = useMemo(
    () => [autoplayPlugin(HERO_AUTOPLAY_MS, { pauseTarget: (container) => container.parentElement ?? container, pauseOnFocus: false })],
    [],
  );
  // Created after hydration's commit: its style read would otherwise force a whole-document style
  // recalculation inside hydration (the hero has no controls a click could reach before that).
  const sliderRef = useKeenSliderAfterCommit<HTMLDivElement>(
    {
      slides: HERO_IMAGES.length,
      loop: true,
      drag: false,
      // Reduced motion: the slides still change every 3 s, without the cross-fade.
      defaultAnimation: { duration: prefersReducedMotion() ? 0 : 1000 },
      detailsChanged(slider) {
        setOpacities(slider.track.details.slides.map((slide) => slide.portion));
      },
    },
    plugins,
  );

  return (
    <StyledHero aria-labelledby="home-hero-title">
      <StyledHeroSlider ref={sliderRef} aria-hidden="true">
        {HERO_IMAGES.map((image, index) => (
          <StyledHeroSlide key={image.large} style={{ opacity: opacities[index] ?? 0 }}>
            <img
              src={image.large}
              srcSet={`${image.small} 800w, ${image.large} 1600w`}
              sizes={SIZES}
              width={HERO_IMAGE_SIZE.width}
              height={HERO_IMAGE_SIZE.height}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding={index === 0 ? 'auto' : 'async'}
            />
          </StyledHeroSlide>
        ))}
      </StyledHeroSlider>
      <StyledHeroContent>
        <StyledHeroText>
          <h1 id="home-hero-title">Turn your car into cash, fast, fair and hassle-free</h1>
          <p>Sell to trusted dealers across India, or pick from over 5000 inspected second-hand cars.</p>
        </StyledHeroText>
        <HeroSearchForm />
      </StyledHeroContent>
    </StyledHero>
  );
}
