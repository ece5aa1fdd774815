// The result grid. Memoised as a whole (same cars, same saved ids = no work) and per card, so a
// filter tap only renders the cards that actually change.
import { memo } from 'react';
import type { Car } from '@carmarket/shared';
import { CardGrid } from '@carmarket/shared/card-grid';
import { CarCard, type CarCardProps } from '../../cars/components/car-card';

const ABOVE_THE_FOLD = 3;

export interface CarGridProps {
  cars: readonly Car[];
  savedIds: ReadonlySet<string>;
  onToggleSave: (carId: string) => Promise<boolean>;
  /** A control on each card beside View More (Compare); a stable function. */
  renderCardAction?: CarCardProps['renderAction'];
}

export const CarGrid = memo(function CarGrid({ cars, savedIds, onToggleSave, renderCardAction }: CarGridProps) {
  return (
    <CardGrid aria-label="Cars" $columns={{ base: 1, sm: 2, xl: 3 }}>
      {cars.map((car, index) => (
        <li key={car.id}>
          <CarCard
            car={car}
            saved={savedIds.has(car.id)}
            onToggleSave={onToggleSave}
            eager={index < ABOVE_THE_FOLD}
            priority={index === 0}
            renderAction={renderCardAction}
          />
        </li>
      ))}
    </CardGrid>
  );
});
