// Bodies of POST /api/v1/car/create-update for the API tests: one valid car, changed per test.

/** A valid car-create body for `userId`: a 2021 Tata Nexon in Baner, Pune, without images; `changes` replace or add fields. */
export const carBody = (userId: string, changes: Record<string, unknown> = {}) => ({
  carId: null as string | null,
  userId,
  carName: 'Tata Nexon Creative',
  brand: 'Tata',
  model: 'Nexon',
  variant: 'Creative',
  fuelType: 'Diesel',
  transmission: 'Manual',
  bodyType: 'SUV',
  ownership: '1st',
  manufacturingYear: 2021,
  registrationYear: 2021,
  isSale: 'Sell',
  carPrice: 950000,
  kmDriven: 32000,
  seats: 5,
  isSold: false,
  addressCity: 'Pune',
  addressState: 'Maharashtra',
  addressLocality: 'Baner',
  carImages: [] as unknown[],
  ...changes,
});

/**
 * A car no seeded car is near: a new two-seater above every seeded price, in a state of its own
 * (Meghalaya). The listing tests write it and look for it in sorts, filters, facets and bounds.
 */
export const ROADSTER = {
  carName: 'Zeta Roadster',
  brand: 'Zeta',
  model: 'Roadster',
  variant: 'GT',
  fuelType: 'Petrol',
  bodyType: 'Coupe',
  manufacturingYear: 2024,
  registrationYear: 2024,
  carPrice: 99_000_000,
  kmDriven: 10,
  seats: 2,
  addressCity: 'Shillong',
  addressState: 'Meghalaya',
  addressLocality: 'Police Bazar',
};
