// Exposed as mf_browse/CarDetailPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { CarDetailPage as CarDetailPageView } from '../features/car-detail/components/car-detail-page';
import { loadCarForServer } from '../features/car-detail/api/get-car';
import { loadPriceHistoryForServer } from '../features/price-history/api/get-price-history';
import { CompareTray } from '../features/compare/components/compare-tray';
import { renderCarPageCompareToggle } from '../features/compare/components/render-car-page-compare-toggle';

const CarDetailPage: ExposedComponent<'mf_browse', 'CarDetailPage'> = function CarDetailPage() {
  // Compare lives in its own feature, which reads the car page's modules: it is added here.
  return <CarDetailPageView renderAction={renderCarPageCompareToggle} pageEnd={<CompareTray />} />;
};

/** The car the page shows and its price history, fetched together by the shell's server before it renders the page. */
export const loadServerData: ServerDataLoader = async (context) => {
  await Promise.all([loadCarForServer(context), loadPriceHistoryForServer(context)]);
};

export default CarDetailPage;
