// The result grid. Memoised as a whole (same cars, same saved ids = no work) and per card, so a
// filter tap only renders the cards that actually change. The cards under the first screen keep
// the server's HTML and hydrate when they come near the viewport, are used, or the browser is idle
// (issue 25 point 4).
import { memo } from 'react';
import { HydrateWhenVisible, type Car } from '@carmarket/shared';
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
      {cars.map((car, index) => {
        const card = (
          <CarCard
            car={car}
            saved={savedIds.has(car.id)}
            onToggleSave={onToggleSave}
            eager={index < ABOVE_THE_FOLD}
            priority={index === 0}
            renderAction={renderCardAction}
          />
        );
        return <li key={car.id}>{index < ABOVE_THE_FOLD ? card : <HydrateWhenVisible>{card}</HydrateWhenVisible>}</li>;
      })}
    </CardGrid>
  );
});
