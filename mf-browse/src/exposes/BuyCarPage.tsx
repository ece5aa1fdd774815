// Exposed as mf_browse/BuyCarPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { BuyCarPage as BuyCarPageView } from '../features/listing/components/buy-car-page';

const BuyCarPage: ExposedComponent<'mf_browse', 'BuyCarPage'> = function BuyCarPage({ landingSlug }) {
  return <BuyCarPageView landingSlug={landingSlug} />;
};

export default BuyCarPage;
