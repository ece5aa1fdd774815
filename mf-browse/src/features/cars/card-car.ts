// What a car card shows of a car, and the name it goes by: a module of its own, so a feature that
// names cars (the compare tray) does not bundle the card.
import type { Car } from '@carmarket/shared';

export type CardCar = Pick<
  Car,
  | 'id'
  | 'carName'
  | 'brand'
  | 'model'
  | 'carPrice'
  | 'kmDriven'
  | 'fuelType'
  | 'transmission'
  | 'manufacturingYear'
  | 'address'
  | 'carImages'
  | 'updatedAt'
>;

/** The car's name as the listing writes it: its title, else brand and model. */
export function carDisplayName(car: Pick<Car, 'carName' | 'brand' | 'model'>): string {
  return car.carName?.trim() || `${car.brand} ${car.model}`.trim();
}
