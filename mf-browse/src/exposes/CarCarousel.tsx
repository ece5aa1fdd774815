// Exposed as mf_browse/CarCarousel; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';
import { CarCarouselSection } from '../features/carousel/components/car-carousel';

const CarCarousel: ExposedComponent<'mf_browse', 'CarCarousel'> = function CarCarousel(props) {
  return <CarCarouselSection {...props} />;
};

export default CarCarousel;
