// Exposed as mf_browse/BuyCarPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';


const BuyCarPage: ExposedComponent<'mf_browse', 'BuyCarPage'> = function BuyCarPage() {
  return <h1>Used Cars</h1>;
};

export default BuyCarPage;
