// Everything under the first screen of the home page, split into its own chunk. It reads the tile
// counts itself: the home page hydrates it when it comes into view (HydrateWhenVisible), and a
// prop changing above it (the counts arriving) would make React hydrate it at once.
import { useHasRecentlyViewed } from '@carmarket/shared';
import { RemoteSlot } from '../../../platform/remote-slot';
import { useHomeStats } from '../api/get-home-stats';
import { BenefitsSection } from './benefits-section';
import { BodyTypeSection } from './body-type-section';
import { FindDealersBanner } from './find-dealers-banner';
import { StyledCarouselSlot, StyledOptionalCarouselSlot, StyledSection } from './home-sections.styles';
import { PopularBrandsSection } from './popular-brands-section';
import { PopularCitiesSection } from './popular-cities-section';

/**
 * The visitor's own cars, shown in the browser only (the device's list or the account's): nothing
 * from the server, and no slot at all (no remote loaded, no failure shown) until there are cars.
 * A component of its own: the list arriving after hydration re-renders this one only. Were it read
 * in HomeBelowFold, that render would reach the Recently Added slot while its server HTML still
 * waits for mf-browse, and React would throw that HTML away and render the carousel again.
 */
function RecentlyViewedSlot() {
  if (!useHasRecentlyViewed()) return null;
  return (
    <StyledOptionalCarouselSlot>
      <RemoteSlot
        remote="mf_browse"
        module="CarCarousel"
        label="Recently viewed cars"
        compact
        minHeight={0}
        props={{ variant: 'recently-viewed', title: 'Recently Viewed Cars', subtitle: 'The cars you opened, newest first' }}
      />
    </StyledOptionalCarouselSlot>
  );
}

export default function HomeBelowFold() {
  const stats = useHomeStats();
  return (
    <>
      <RecentlyViewedSlot />
      <FindDealersBanner />
      <BodyTypeSection stats={stats} />
      <StyledSection as="div">
        <StyledCarouselSlot>
          <RemoteSlot
            remote="mf_browse"
            module="CarCarousel"
            label="Recently added cars"
            compact
            minHeight={420}
            props={{
              variant: 'recent',
              title: 'Recently Added Cars',
              subtitle: 'The Latest Added and viewed cars',
              viewAllHref: '/buy-car?sort=listedNewToOld',
            }}
          />
        </StyledCarouselSlot>
      </StyledSection>
      <PopularBrandsSection stats={stats} />
      <PopularCitiesSection stats={stats} />
      <BenefitsSection />
    </>
  );
}
