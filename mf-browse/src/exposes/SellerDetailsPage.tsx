// Exposed as mf_browse/SellerDetailsPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { SellerDetailsPage as SellerDetailsView } from '../features/sellers/components/seller-details-page';

const SellerDetailsPage: ExposedComponent<'mf_browse', 'SellerDetailsPage'> = function SellerDetailsPage() {
  return <SellerDetailsView />;
};

export default SellerDetailsPage;
