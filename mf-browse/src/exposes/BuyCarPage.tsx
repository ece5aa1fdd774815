// Exposed as mf_browse/BuyCarPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { BuyCarPage as BuyCarPageView } from '../features/listing/components/buy-car-page';
import { loadListingForServer } from '../features/listing/load-listing-for-server';

const BuyCarPage: ExposedComponent<'mf_browse', 'BuyCarPage'> = function BuyCarPage({ landingSlug }) {
  return <BuyCarPageView landingSlug={landingSlug} />;
};

/** The page of cars the URL's filters ask for, fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadListingForServer;

export default BuyCarPage;
