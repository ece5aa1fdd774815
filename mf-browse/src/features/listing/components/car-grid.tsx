// The result grid. Memoised as a whole (same cars, same saved ids = no work) and per card, so a
// filter tap only renders the cards that actually change.
import { memo } from 'react';
import type { Car } from '@carmarket/shared';
import { CarCard } from '../../cars/components/car-card';
import { StyledGrid } from './buy-car-page.styles';

const ABOVE_THE_FOLD = 3;

export interface CarGridProps {
  cars: readonly Car[];
  savedIds: ReadonlySet<string>;
  onToggleSave: (carId: string) => Promise<boolean>;
}

export const CarGrid = memo(function CarGrid({ cars, savedIds, onToggleSave }: CarGridProps) {
  return (
    <StyledGrid aria-label="Cars">
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard
            car={car}
            saved={savedIds.has(car.id)}
            onToggleSave={onToggleSave}
            eager={index < ABOVE_THE_FOLD}
            priority={index === 0}
          />
        </li>
      ))}
    </StyledGrid>
  );
});
