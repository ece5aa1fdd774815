// Exposed as mf_browse/CarCarousel; typed by the shell contract in @carmarket/shared.
import type { ExposedComponent } from '@carmarket/shared';


const CarCarousel: ExposedComponent<'mf_browse', 'CarCarousel'> = function CarCarousel({ title, subtitle }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {subtitle && <p>{subtitle}</p>}
    </section>
  );
};

export default CarCarousel;
