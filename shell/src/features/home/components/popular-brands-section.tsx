// Spec §2 home 6: a carousel of 13 brand tiles with live counts (4 / 6 / 8 / 10 per view).
import { useKeenSlider } from 'keen-slider/react';
import { KeenSliderStyle } from '@carmarket/shared/motion';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { countOf, type HomeStatsState } from '../api/get-home-stats';
import { brandHref } from '../hero-search';
import { BRAND_SLIDES_PER_VIEW, POPULAR_BRANDS, brandMonogram } from '../popular-brands';
import { CountLabel } from './count-label';
import { StyledPagerButton, StyledPagerControls, StyledSection, StyledSectionHeader } from './home-sections.styles';
import { StyledBrandTile, StyledMonogram, StyledBrandTrack } from './popular-brands-section.styles';

const SPACING = 12;
/** Four tiles on a 360 px phone: a narrower gap leaves each tile room for 'Mahindra'. */
const PHONE_SPACING = 8;

export function PopularBrandsSection({ stats }: { stats: HomeStatsState }) {
  const preload = usePreloadRoute();
  const facets = stats.status === 'loaded' ? stats.stats.brands : undefined;
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    mode: 'free-snap',
    slides: { perView: BRAND_SLIDES_PER_VIEW.base, spacing: PHONE_SPACING },
    breakpoints: {
      '(min-width: 640px)': { slides: { perView: BRAND_SLIDES_PER_VIEW.sm, spacing: SPACING } },
      '(min-width: 1024px)': { slides: { perView: BRAND_SLIDES_PER_VIEW.lg, spacing: SPACING } },
      '(min-width: 1280px)': { slides: { perView: BRAND_SLIDES_PER_VIEW.xl, spacing: SPACING } },
    },
  });
  return (
    <StyledSection aria-labelledby="brands-title">
      <KeenSliderStyle />
      <StyledSectionHeader>
        <div>
          <h2 id="brands-title">Popular Brands</h2>
          <p>Cars available from the brands India drives.</p>
        </div>
        <StyledPagerControls>
          <StyledPagerButton type="button" aria-label="Previous brands" onClick={() => slider.current?.prev()}>
            ‹
          </StyledPagerButton>
          <StyledPagerButton type="button" aria-label="Next brands" onClick={() => slider.current?.next()}>
            ›
          </StyledPagerButton>
        </StyledPagerControls>
      </StyledSectionHeader>
      <StyledBrandTrack ref={sliderRef} className="keen-slider" aria-label="Brands">
        {POPULAR_BRANDS.map((brand) => (
          <li key={brand} className="keen-slider__slide">
            <StyledBrandTile to={brandHref(brand)} {...preload('/buy-car')}>
              <StyledMonogram aria-hidden="true">{brandMonogram(brand)}</StyledMonogram>
              <strong>{brand}</strong>
              <CountLabel stats={stats} count={countOf(facets, brand)} unit="Cars Available" />
            </StyledBrandTile>
          </li>
        ))}
      </StyledBrandTrack>
    </StyledSection>
  );
}
