// Exposed as mf_browse/CarCarousel; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent, ServerDataLoader } from '@carmarket/shared';
import { loadHomeCarouselsForServer } from '../features/carousel/api/get-carousel-cars';
import { CarCarouselSection } from '../features/carousel/components/car-carousel';

const CarCarousel: ExposedComponent<'mf_browse', 'CarCarousel'> = function CarCarousel(props) {
  return <CarCarouselSection {...props} />;
};

/** The home page's carousels, fetched by the shell's server before they render. */
export const loadServerData: ServerDataLoader = loadHomeCarouselsForServer;

export default CarCarousel;
