// Exposed as mf_browse/TopDealersPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { loadDealersForServer } from '../features/dealers/api/get-dealers';
import { TopDealersPage as TopDealersView } from '../features/dealers/components/top-dealers-page';

const TopDealersPage: ExposedComponent<'mf_browse', 'TopDealersPage'> = function TopDealersPage() {
  return <TopDealersView />;
};

/** The dealers of the URL's city and search, fetched by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = loadDealersForServer;

export default TopDealersPage;
