// Exposed as mf_sell/SellPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';


const SellPage: ExposedComponent<'mf_sell', 'SellPage'> = function SellPage() {
  return <h1>Sell my car</h1>;
};

export default SellPage;
