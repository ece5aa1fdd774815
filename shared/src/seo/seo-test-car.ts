// A car as the car page's head sees it, for the SEO tests.
import type { SeoCar } from './car-head';

export const SEO_CAR: SeoCar = {
  id: 'car-1',
  name: 'Hyundai Creta SX',
  brand: 'Hyundai',
  model: 'Creta',
  variant: 'SX',
  year: 2021,
  price: 950_000,
  kmDriven: 42_000,
  fuelType: 'Diesel',
  transmission: 'Manual',
  bodyType: 'SUV',
  ownership: '1st',
  city: 'Pune',
  state: 'Maharashtra',
  isSold: false,
  sellerName: 'Asha Rao',
  sellerType: 'Owner',
  images: ['https://img.example/creta.jpg'],
};
