// Exposed as mf_browse/SellerDetailsPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';


const SellerDetailsPage: ExposedComponent<'mf_browse', 'SellerDetailsPage'> = function SellerDetailsPage() {
  return <h1>Seller details</h1>;
};

export default SellerDetailsPage;
