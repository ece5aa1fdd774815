// Featured, Recently Added, Similar and Recently Viewed cars: a keen-slider row of car cards with the slides per
// view of spec §9 (1.5 / 2.5 from 640px / 3.3 from 1024px / 4 from 1280px). Similar cars autoplay
// every 3000 ms unless the visitor prefers reduced motion.
import { useId, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useKeenSlider } from 'keen-slider/react';
import { Button, ErrorText, type CarCarouselProps } from '@carmarket/shared';
import { KeenSliderStyle, autoplayPlugin, prefersReducedMotion } from '@carmarket/shared/motion';
import { CarCard } from '../../cars/components/car-card';
import { carListErrorText } from '../../listing/list-error';
import { useSavedCarIds, useToggleSavedCar } from '../../cars/api/saved-cars';
import { useCarouselCars } from '../api/get-carousel-cars';
import { carouselAutoplayMs, carSliderOptions } from '../slider-options';
import { StyledArrow, StyledControls, StyledHeader, StyledSection, StyledStatus, StyledTrack, StyledViewAll } from './car-carousel.styles';

/** A sold car (one the visitor viewed before it sold) says so on its card. */
const SOLD_FACTS = [{ label: 'Status', value: 'Sold' }] as const;

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 30vw, (min-width: 640px) 40vw, 66vw';

export function CarCarouselSection({ variant, title, subtitle, carId, viewAllHref }: CarCarouselProps) {
  const { data: cars, error, isFetching: loading, refetch } = useCarouselCars(variant, carId);
  const savedIds = useSavedCarIds();
  const toggleSave = useToggleSavedCar();
  const autoplay = variant === 'similar';
  const count = cars?.length ?? 0;
  const reducedMotion = prefersReducedMotion();
  const autoplayMs = carouselAutoplayMs(variant, reducedMotion);
  const options = useMemo(() => carSliderOptions(autoplay && count > 1, reducedMotion), [autoplay, count, reducedMotion]);
  const plugins = useMemo(() => (autoplayMs === null ? [] : [autoplayPlugin(autoplayMs)]), [autoplayMs]);
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options, plugins);
  const headingId = useId();
  const ready = !error && count > 0;
  // The visitor's own history is no section of its own until it has cars (none, loading or failed).
  const hidden = variant === 'recently-viewed' && !ready;

  let status: ReactNode = null;
  if (error) {
    status = (
      <div>
        <ErrorText role="alert">{carListErrorText(error)}</ErrorText>
        <Button type="button" $variant="secondary" $size="sm" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (loading && !cars) {
    status = <StyledStatus role="status">Loading cars...</StyledStatus>;
  } else if (count === 0) {
    status = <StyledStatus>No cars available</StyledStatus>;
  }

  if (hidden) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <KeenSliderStyle />
      <StyledHeader>
        <div>
          <h2 id={headingId}>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </div>
        <StyledControls>
          {viewAllHref && (
            <StyledViewAll as={Link} to={viewAllHref} aria-label={`View All ${title}`}>
              View All
            </StyledViewAll>
          )}
          {ready && (
            <>
              <StyledArrow type="button" aria-label={`Previous ${title}`} onClick={() => slider.current?.prev()}>
                ‹
              </StyledArrow>
              <StyledArrow type="button" aria-label={`Next ${title}`} onClick={() => slider.current?.next()}>
                ›
              </StyledArrow>
            </>
          )}
        </StyledControls>
      </StyledHeader>
      {status}
      {ready && (
        <StyledTrack ref={sliderRef} className="keen-slider" role="list">
          {cars?.map((car) => (
            <div key={car.id} className="keen-slider__slide" role="listitem">
              <CarCard
                car={car}
                saved={savedIds.has(car.id)}
                onToggleSave={toggleSave}
                sizes={CARD_SIZES}
                facts={car.isSold ? SOLD_FACTS : undefined}
              />
            </div>
          ))}
        </StyledTrack>
      )}
    </StyledSection>
  );
}
