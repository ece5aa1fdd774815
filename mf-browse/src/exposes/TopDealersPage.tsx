// Exposed as mf_browse/TopDealersPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';


const TopDealersPage: ExposedComponent<'mf_browse', 'TopDealersPage'> = function TopDealersPage() {
  return <h1>Top Dealers Based on City</h1>;
};

export default TopDealersPage;
