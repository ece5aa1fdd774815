// Small car factory and three sample cars for listing tests (shared's rules, the API's reference rules).
import type { FacetCount, ListingFacets } from '../domain/types';
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

/** Three cars that differ on every filter: a Hyundai Creta in Pune, a Maruti Suzuki Swift in Delhi, a Honda City in Hyderabad. */
export function sampleListableCars() {
  const creta = makeListableCar({ id: 'a', brand: 'Hyundai', model: 'Creta', carPrice: 1_200_000, manufacturingYear: 2021, views: 5 });
  const swift = makeListableCar({
    id: 'b',
    brand: 'Maruti Suzuki',
    model: 'Swift',
    carPrice: 550_000,
    manufacturingYear: 2018,
    fuelType: 'CNG',
    bodyType: 'Hatchback',
    ownership: '2nd',
    views: 50,
    sellerType: 'Dealer',
    address: { state: 'Delhi', city: 'Delhi', locality: 'Dwarka' },
  });
  const city = makeListableCar({
    id: 'c',
    brand: 'Honda',
    model: 'City',
    carPrice: 900_000,
    manufacturingYear: 2021,
    transmission: 'Automatic',
    bodyType: 'Sedan',
    views: 20,
    address: { state: 'Telangana', city: 'Hyderabad', locality: 'Gachibowli' },
  });
  return { creta, swift, city, cars: [creta, swift, city] };
}

/** Listing facets with every facet empty unless a test gives its counts. */
export function makeFacets(given: Partial<ListingFacets> = {}): ListingFacets {
  return {
    ownerType: [],
    brand: [],
    model: [],
    fuel: [],
    transmission: [],
    bodyType: [],
    ownership: [],
    seats: [],
    state: [],
    city: [],
    locality: [],
    ...given,
  };
}

/** Facet counts from [value, count] pairs: counts(['Tata', 4], ['Kia', 2]). */
export function counts(...pairs: Array<[value: string, count: number]>): FacetCount[] {
  return pairs.map(([value, count]) => ({ value, count }));
}
