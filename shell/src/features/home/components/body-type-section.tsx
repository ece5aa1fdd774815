// Spec §2 home 4: six body type tiles with live counts; each opens the listing filtered to it.
import { FILTER_BODY_TYPES } from '@carmarket/shared';
import { usePreloadRoute } from '../../../platform/use-preload-route';
import { countOf, type HomeStatsState } from '../api/get-home-stats';
import { bodyTypeHref } from '../hero-search';
import { BodyTypeIcon } from './body-type-icon';
import { CountLabel } from './count-label';
import { StyledSection, StyledSectionHeader, StyledTileGrid, StyledTileLink } from './home-sections.styles';

export function BodyTypeSection({ stats }: { stats: HomeStatsState }) {
  const preload = usePreloadRoute();
  const facets = stats.status === 'loaded' ? stats.stats.bodyTypes : undefined;
  return (
    <StyledSection aria-labelledby="body-type-title">
      <StyledSectionHeader>
        <div>
          <h2 id="body-type-title">Explore by Body Type</h2>
          <p>Hatchbacks for the city, SUVs for the highway, and everything between.</p>
        </div>
      </StyledSectionHeader>
      <StyledTileGrid $columns={3} $wideColumns={6}>
        {FILTER_BODY_TYPES.map(({ label, value }) => (
          <li key={value}>
            <StyledTileLink to={bodyTypeHref(value)} {...preload('/buy-car')}>
              <BodyTypeIcon bodyType={value} />
              <strong>{label}</strong>
              <CountLabel stats={stats} count={countOf(facets, value)} unit="Vehicles" />
            </StyledTileLink>
          </li>
        ))}
      </StyledTileGrid>
    </StyledSection>
  );
}
