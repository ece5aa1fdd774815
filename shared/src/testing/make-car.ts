// Test data for every app's tests (not part of the singleton's entry): a full API Car and its images, with overrides.
import type { Car, CarImage } from '@carmarket/shared';

let counter = 0;

export function makeCarImage(overrides: Partial<CarImage> = {}): CarImage {
  return {
    id: 'img-1',
    url: 'https://img.test/a-1280.jpg',
    thumbUrl: 'https://img.test/a-320.jpg',
    cardUrl: 'https://img.test/a-640.jpg',
    galleryUrl: 'https://img.test/a-1280.jpg',
    thumbWebpUrl: 'https://img.test/a-320.webp',
    cardWebpUrl: 'https://img.test/a-640.webp',
    galleryWebpUrl: 'https://img.test/a-1280.webp',
    width: 1280,
    height: 853,
    ...overrides,
  };
}

export function makeCar(overrides: Partial<Car> = {}): Car {
  counter += 1;
  return {
    id: `car-${counter}`,
    brand: 'Hyundai',
    model: 'Creta',
    variant: 'SX',
    carName: 'Hyundai Creta SX',
    carPrice: 1_050_000,
    manufacturingYear: 2021,
    registrationYear: 2021,
    fuelType: 'Petrol',
    kmDriven: 32_000,
    transmission: 'Manual',
    bodyType: 'SUV',
    ownership: '1st',
    mileage: 16.8,
    seats: 5,
    isSale: 'Sell',
    isSold: false,
    sellerType: 'Owner',
    views: 10,
    saves: 2,
    address: { state: 'Maharashtra', city: 'Pune', locality: 'Kothrud' },
    user: { id: 'user-1', fullName: 'Rahul Sharma', userType: 'Owner', mobileNumber: '9876543210' },
    carImages: [makeCarImage()],
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}
