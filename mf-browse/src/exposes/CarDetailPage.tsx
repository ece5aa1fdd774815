// Exposed as mf_browse/CarDetailPage; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { useParams } from 'react-router-dom';

const CarDetailPage: ExposedComponent<'mf_browse', 'CarDetailPage'> = function CarDetailPage() {
  const { id } = useParams();
  return <h1>Car {id}</h1>;
};

export default CarDetailPage;
