// Small car factory for listing tests.
import type { ListableCar } from './listing-rules';

let counter = 0;
export function makeListableCar(overrides: Partial<ListableCar> = {}): ListableCar {
  counter += 1;
  return {
    id: `car-${String(counter).padStart(4, '0')}`,
    brand: 'Hyundai',
    model: 'Creta',
    carPrice: 1_000_000,
    manufacturingYear: 2020,
    kmDriven: 30_000,
    fuelType: 'Petrol',
    transmission: 'Manual',
    bodyType: 'SUV',
    ownership: '1st',
    views: 10,
    sellerType: 'Owner',
    address: { state: 'Maharashtra', city: 'Pune', locality: 'Kothrud' },
    ...overrides,
  };
}
