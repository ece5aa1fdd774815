import type { ReactNode } from 'react';
import type { CardCar } from '../../cars/components/car-card';
import { trayCarOfCard } from '../compare-tray-car';
import { CompareToggle } from './compare-toggle';

/** The card's Compare toggle, for CarCard's renderAction (module level: stable for the memoised card). */
export function renderCardCompareToggle(car: CardCar): ReactNode {
  return <CompareToggle car={trayCarOfCard(car)} />;
}
