// The body of POST /api/v1/car/create-update (spec §7) built from the sell form, and the
// reverse: a listed car turned back into form values for editing.
import type { Car, CarImage, SellerType } from '@carmarket/shared';
import { carNameOf, formatPriceText, parsePriceText, type CarDetailsForm, type SellerLocation } from './sell-form';

export interface CarUpsertPayload {
  carId: string | null;
  userId: string;
  carName: string;
  brand: string;
  model: string;
  variant: string;
  fuelType: string;
  transmission: string;
  bodyType: string;
  ownership: string;
  manufacturingYear: number;
  registrationYear: number;
  isSale: 'Sell';
  carPrice: number;
  kmDriven: number;
  seats: number;
  isSold: false;
  addressCity: string;
  addressState: string;
  addressLocality: string;
  /** Ids of the uploaded images, the cover first. */
  carImages: string[];
  /** The hero form's Owner / Dealer choice (docs/api.md; not a spec §7 field, but the spec's form asks for it). */
  sellerType: SellerType;
}

export interface BuildPayloadInput {
  carId: string | null;
  userId: string;
  location: SellerLocation;
  details: CarDetailsForm;
  images: readonly CarImage[];
}

export function buildCarPayload({ carId, userId, location, details, images }: BuildPayloadInput): CarUpsertPayload {
  return {
    carId,
    userId,
    carName: carNameOf(details),
    brand: details.brand,
    model: details.model,
    variant: details.variant,
    fuelType: details.fuelType,
    transmission: details.transmission,
    bodyType: details.bodyType,
    ownership: details.ownership,
    manufacturingYear: Number(details.manufacturingYear),
    registrationYear: Number(details.registrationYear),
    isSale: 'Sell',
    carPrice: parsePriceText(details.carPrice) ?? 0,
    kmDriven: Number(details.kmDriven),
    seats: Number(details.seats),
    isSold: false,
    addressCity: location.city,
    addressState: location.state,
    addressLocality: location.locality,
    carImages: images.map((image) => image.id),
    sellerType: location.sellerType,
  };
}

/** Pre-fill for edit mode: the car as the wizard shows it. */
export function carToForm(car: Car): { location: SellerLocation; details: CarDetailsForm; images: CarImage[] } {
  return {
    location: {
      sellerType: car.sellerType,
      state: car.address.state,
      city: car.address.city,
      locality: car.address.locality,
    },
    details: {
      brand: car.brand,
      model: car.model,
      variant: car.variant,
      manufacturingYear: String(car.manufacturingYear),
      fuelType: car.fuelType,
      transmission: car.transmission,
      kmDriven: String(car.kmDriven),
      registrationYear: car.registrationYear === null ? '' : String(car.registrationYear),
      seats: car.seats === null ? '' : String(car.seats),
      ownership: car.ownership,
      bodyType: car.bodyType,
      carPrice: formatPriceText(String(car.carPrice)),
    },
    images: car.carImages,
  };
}
