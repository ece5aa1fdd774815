// Exposed as mf_browse/SellerDetailsPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { loadSellerForServer } from '../features/sellers/api/get-seller';
import { SellerDetailsPage as SellerDetailsView } from '../features/sellers/components/seller-details-page';

const SellerDetailsPage: ExposedComponent<'mf_browse', 'SellerDetailsPage'> = function SellerDetailsPage() {
  return <SellerDetailsView />;
};

/** The seller and their cars, fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadSellerForServer;

export default SellerDetailsPage;
