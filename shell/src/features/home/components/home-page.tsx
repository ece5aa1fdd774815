// Home (spec §2, top to bottom): hero with search, Featured Cars, then the below-the-fold
// sections in their own lazily loaded chunk. The city modal's 5 s timer starts here. What is
// under the hero hydrates when it comes into view, is used, or the browser is idle (issue 25
// point 4: it was most of the page's hydration work).
import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { HydrateWhenVisible, PageHead } from '@carmarket/shared';
import { RemoteSlot } from '../../../platform/remote-slot';
import { useCityModalAutoOpen } from '../../city-modal/hooks/use-city-modal-auto-open';
import { HeroSection } from './hero-section';
import { StyledBelowFoldPlaceholder, StyledCarouselSlot, StyledSection } from './home-sections.styles';
import { SellConfirmationBanner } from './sell-confirmation-banner';

type BelowFoldModule = { default: ComponentType };
let belowFold: BelowFoldModule | undefined;
function loadBelowFold(): Promise<BelowFoldModule> {
  return import('./home-below-fold').then((module) => (belowFold = module));
}
// Once its chunk is here, the lazy component resolves synchronously (a thenable that calls back at
// once): a click that makes React hydrate the section hydrates it in that click, not after a tick
// in which React would drop the click.
const HomeBelowFold = lazy(() =>
  belowFold ? ({ then: (resolve: (module: BelowFoldModule) => void) => resolve(belowFold!) } as Promise<BelowFoldModule>) : loadBelowFold(),
);

// The closed sections' content is one element for every render of the page: a new element would
// be an update reaching a section still waiting to hydrate, which React hydrates at once.
const FEATURED_CARS = (
  <RemoteSlot
    remote="mf_browse"
    module="CarCarousel"
    label="Featured cars"
    compact
    minHeight={420}
    props={{ variant: 'featured', title: 'Featured Cars', subtitle: 'The Most Searched And Liked Cars', viewAllHref: '/buy-car' }}
  />
);
const BELOW_THE_FOLD = (
  <Suspense fallback={<StyledBelowFoldPlaceholder />}>
    <HomeBelowFold />
  </Suspense>
);

export function HomePage() {
  useCityModalAutoOpen();
  // The section's code is fetched once the page runs, before it is in view or used.
  useEffect(() => {
    void loadBelowFold();
  }, []);
  return (
    <div>
      <PageHead
        title="Buy and sell used cars in India"
        description="Buy and sell used cars in India: over 5000 inspected second-hand cars from owners and trusted dealers, prices in Lakhs, free listing and no commission."
        path="/"
      />
      <SellConfirmationBanner />
      <HeroSection />
      <StyledSection as="div">
        <StyledCarouselSlot>
          <HydrateWhenVisible>{FEATURED_CARS}</HydrateWhenVisible>
        </StyledCarouselSlot>
      </StyledSection>
      <HydrateWhenVisible>{BELOW_THE_FOLD}</HydrateWhenVisible>
    </div>
  );
}
