// Exposed as mf_browse/TopDealersPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { TopDealersPage as TopDealersView } from '../features/dealers/components/top-dealers-page';

const TopDealersPage: ExposedComponent<'mf_browse', 'TopDealersPage'> = function TopDealersPage() {
  return <TopDealersView />;
};

export default TopDealersPage;
