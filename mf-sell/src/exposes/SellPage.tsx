// Exposed as mf_sell/SellPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { SellPage as SellPageView } from '../app/sell-page';

const SellPage: ExposedComponent<'mf_sell', 'SellPage'> = function SellPage() {
  return <SellPageView />;
};

export default SellPage;
