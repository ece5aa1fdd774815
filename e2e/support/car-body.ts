// The body of POST /api/v1/car/create-update for the journeys that create cars through the API.

/** A valid car for `userId`: a 2020 Hyundai Creta SX in Kothrud, Pune, without images; `changes` replace or add fields. */
export const carBody = (userId: string, changes: Record<string, unknown> = {}) => ({
  carId: null,
  userId,
  carName: 'Hyundai Creta SX',
  brand: 'Hyundai',
  model: 'Creta',
  variant: 'SX',
  fuelType: 'Petrol',
  transmission: 'Manual',
  bodyType: 'SUV',
  ownership: '1st',
  manufacturingYear: 2020,
  registrationYear: 2020,
  isSale: 'Sell',
  carPrice: 950000,
  kmDriven: 42000,
  seats: 5,
  isSold: false,
  addressCity: 'Pune',
  addressState: 'Maharashtra',
  addressLocality: 'Kothrud',
  carImages: [],
  ...changes,
});
