// Spec §2 home 7: ten cities with pictures and live counts. On small screens 6 per page with
// previous/next and dots; from 768px all ten in a grid. A tile makes that city current and
// opens the listing filtered to it.
import { useState } from 'react';
import { POPULAR_CITIES, selectCityAtom, theme, useMediaQuery, useSetAtom } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { buyCarHrefForCity } from '../../chrome/city-links';
import { countOf, type HomeStatsState } from '../api/get-home-stats';
import { pageOf } from '../city-paging';
import { CITY_IMAGE_SIZE, cityImage } from '../home-images';
import { CountLabel } from './count-label';
import { StyledPagerButton, StyledPagerControls, StyledSection, StyledSectionHeader } from './home-sections.styles';
import { StyledCityGrid, StyledCityTile, StyledDot, StyledDots } from './popular-cities-section.styles';

export function PopularCitiesSection({ stats }: { stats: HomeStatsState }) {
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`);
  const [pageIndex, setPageIndex] = useState(0);
  const selectCity = useSetAtom(selectCityAtom);
  const preload = usePreloadRoute();
  const facets = stats.status === 'loaded' ? stats.stats.cities : undefined;
  const page = pageOf(POPULAR_CITIES, pageIndex);
  const cities = wide ? POPULAR_CITIES : page.items;

  return (
    <StyledSection aria-labelledby="cities-title">
      <StyledSectionHeader>
        <div>
          <h2 id="cities-title">Search by Popular Cities</h2>
          <p>Used cars near you, checked and priced in Lakhs.</p>
        </div>
        {!wide && (
          <StyledPagerControls>
            <StyledPagerButton
              type="button"
              aria-label="Previous cities"
              disabled={!page.hasPrevious}
              onClick={() => setPageIndex(page.pageIndex - 1)}
            >
              ‹
            </StyledPagerButton>
            <StyledPagerButton
              type="button"
              aria-label="Next cities"
              disabled={!page.hasNext}
              onClick={() => setPageIndex(page.pageIndex + 1)}
            >
              ›
            </StyledPagerButton>
          </StyledPagerControls>
        )}
      </StyledSectionHeader>
      <StyledCityGrid
        $columns={{ base: 2, sm: 3, md: 5 }}
        aria-label={wide ? 'Cities' : `Cities, page ${page.pageIndex + 1} of ${page.pageCount}`}
      >
        {cities.map((city) => (
          <li key={city}>
            <StyledCityTile to={buyCarHrefForCity(city)} onClick={() => selectCity(city)} {...preload('/buy-car')}>
              <img
                src={cityImage(city)}
                alt=""
                width={CITY_IMAGE_SIZE.width}
                height={CITY_IMAGE_SIZE.height}
                loading="lazy"
                decoding="async"
              />
              <strong>{city}</strong>
              <CountLabel stats={stats} count={countOf(facets, city)} unit="Cars Available" />
            </StyledCityTile>
          </li>
        ))}
      </StyledCityGrid>
      {!wide && (
        <StyledDots>
          {Array.from({ length: page.pageCount }, (_, index) => (
            <StyledDot
              key={index}
              type="button"
              aria-label={`Cities page ${index + 1}`}
              aria-current={index === page.pageIndex ? 'true' : undefined}
              onClick={() => setPageIndex(index)}
            />
          ))}
        </StyledDots>
      )}
    </StyledSection>
  );
}
