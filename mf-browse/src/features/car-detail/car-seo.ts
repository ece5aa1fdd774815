// What search engines and link previews get from a car page: the shared head texts and JSON-LD
// read a SeoCar, made here from the detail page's normalised car.
import type { SeoCar } from '@carmarket/shared/seo';
import { imageUrlOf } from '../cars/car-image';
import type { CarDetail } from './car-detail';

/** Only absolute web URLs: a crawler cannot use a relative path or a data: placeholder. */
const WEB_URL = /^https?:\/\//i;

export function seoCarOf(car: CarDetail): SeoCar {
  return {
    id: car.id,
    name: car.name,
    brand: car.brand,
    model: car.model,
    variant: car.variant,
    year: car.year,
    price: car.price,
    kmDriven: car.kmDriven,
    fuelType: car.fuelType,
    transmission: car.transmission,
    bodyType: car.bodyType,
    ownership: car.ownership,
    city: car.address.city,
    state: car.address.state,
    isSold: car.isSold,
    sellerName: car.seller?.fullName ?? null,
    sellerType: car.sellerType,
    images: car.images.map(imageUrlOf).filter((url): url is string => url !== undefined && WEB_URL.test(url)),
  };
}
