// A car as the seller page lists it (spec §3 Seller): the API's GET /api/v1/sellers/:userId card
// of each of the seller's cars, with the EMI the API estimates for its price.
import type { Car, SellerCar } from './types';

export function sellerCarOf(car: Car, emi: number): SellerCar {
  return {
    id: car.id,
    title: car.carName,
    images: car.carImages.map((image) => image.cardUrl),
    kmDriven: car.kmDriven,
    bodyType: car.bodyType,
    seats: car.seats,
    mileage: car.mileage,
    fuel: car.fuelType,
    transmission: car.transmission,
    address: { city: car.address.city, state: car.address.state },
    price: car.carPrice,
    emi,
    likes: car.saves,
    enquiries: { viewProperty: car.views },
    isSold: car.isSold,
    car,
  };
}
