// Exposed as mf_browse/CarDetailPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { CarDetailPage as CarDetailPageView } from '../features/car-detail/components/car-detail-page';

const CarDetailPage: ExposedComponent<'mf_browse', 'CarDetailPage'> = function CarDetailPage() {
  return <CarDetailPageView />;
};

export default CarDetailPage;
