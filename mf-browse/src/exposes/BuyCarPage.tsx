// Exposed as mf_browse/BuyCarPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { BuyCarPage as BuyCarPageView } from '../features/listing/components/buy-car-page';
import { loadListingForServer } from '../features/listing/load-listing-for-server';
import { CompareTray } from '../features/compare/components/compare-tray';
import { renderCardCompareToggle } from '../features/compare/components/render-card-compare-toggle';

const BuyCarPage: ExposedComponent<'mf_browse', 'BuyCarPage'> = function BuyCarPage({ landingSlug }) {
  // Compare lives in its own feature, which reads the car page's modules: it is added here.
  return <BuyCarPageView landingSlug={landingSlug} renderCardAction={renderCardCompareToggle} pageEnd={<CompareTray />} />;
};

/** The page of cars the URL's filters ask for, fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadListingForServer;

export default BuyCarPage;
