// The tray's entry for a car from a card or from the car page.
import type { CarDetail } from '../car-detail/car-detail';
import { carDisplayName, type CardCar } from '../cars/card-car';
import type { CompareTrayCar } from './compare-tray-storage';

export function trayCarOfCard(car: CardCar): CompareTrayCar {
  const image = car.carImages?.[0];
  return image ? { id: car.id, name: carDisplayName(car), image } : { id: car.id, name: carDisplayName(car) };
}

export function trayCarOfDetail(car: CarDetail): CompareTrayCar {
  const image = car.images[0];
  return image ? { id: car.id, name: car.name, image } : { id: car.id, name: car.name };
}
