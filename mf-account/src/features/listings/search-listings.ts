// The My Listings search box: case-insensitive match on name, brand, model, variant and city.
import type { Car } from '@carmarket/shared';

export function searchListings<T extends Pick<Car, 'carName' | 'brand' | 'model' | 'variant' | 'address'>>(
  cars: readonly T[],
  term: string,
): T[] {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return [...cars];
  return cars.filter((car) =>
    [car.carName, car.brand, car.model, car.variant, car.address.city, car.address.state].some((text) =>
      (text ?? '').toLowerCase().includes(wanted),
    ),
  );
}
