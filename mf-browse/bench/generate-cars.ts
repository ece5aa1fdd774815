// Deterministic synthetic cars for the benchmarks (brands, models, cities of the spec).
import { CAR_BRANDS, CITY_STATE, OWNERSHIPS, type Car } from '@carmarket/shared/domain';

function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function generateCars(count: number, seed = 42): Car[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const cities = Object.entries(CITY_STATE);
  const cars: Car[] = [];
  for (let i = 0; i < count; i += 1) {
    const brand = pick(CAR_BRANDS);
    const model = pick(brand.models);
    const [city, state] = pick(cities);
    const year = 2008 + Math.floor(random() * 18);
    const price = Math.round((model.newPrice * (0.35 + random() * 0.6)) / 10_000) * 10_000;
    const id = `car-${String(i).padStart(7, '0')}`;
    cars.push({
      id,
      brand: brand.name,
      model: model.name,
      variant: pick(model.variants),
      carName: `${brand.name} ${model.name}`,
      carPrice: price,
      manufacturingYear: year,
      registrationYear: year,
      fuelType: pick(model.fuels),
      kmDriven: Math.floor(random() * 150_000),
      transmission: random() < 0.6 ? 'Manual' : 'Automatic',
      bodyType: model.bodyType,
      ownership: pick(OWNERSHIPS),
      mileage: 15,
      seats: model.seats,
      isSale: 'Sell',
      isSold: false,
      sellerType: random() < 0.4 ? 'Dealer' : 'Owner',
      views: Math.floor(random() * 5000),
      saves: 0,
      address: { state, city, locality: 'Central' },
      user: { id: `user-${i % 500}`, fullName: 'Seller', userType: 'Owner', mobileNumber: '9876543210' },
      carImages: [],
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
  }
  return cars;
}
