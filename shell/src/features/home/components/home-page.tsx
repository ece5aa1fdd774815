// Home (spec §2, top to bottom): hero with search, Featured Cars, then the below-the-fold
// sections in their own lazily loaded chunk. The city modal's 5 s timer starts here.
import { Suspense, lazy } from 'react';
import { PageHead } from '@carmarket/shared';
import { RemoteSlot } from '../../../platform/remote-slot';
import { useCityModalAutoOpen } from '../../city-modal/hooks/use-city-modal-auto-open';
import { useHomeStats } from '../api/get-home-stats';
import { HeroSection } from './hero-section';
import { StyledBelowFoldPlaceholder, StyledCarouselSlot, StyledSection } from './home-sections.styles';
import { SellConfirmationBanner } from './sell-confirmation-banner';

const HomeBelowFold = lazy(() => import('./home-below-fold'));

export function HomePage() {
  useCityModalAutoOpen();
  const stats = useHomeStats();
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
          <RemoteSlot
            remote="mf_browse"
            module="CarCarousel"
            label="Featured cars"
            compact
            minHeight={420}
            props={{ variant: 'featured', title: 'Featured Cars', subtitle: 'The Most Searched And Liked Cars', viewAllHref: '/buy-car' }}
          />
        </StyledCarouselSlot>
      </StyledSection>
      <Suspense fallback={<StyledBelowFoldPlaceholder />}>
        <HomeBelowFold stats={stats} />
      </Suspense>
    </div>
  );
}
