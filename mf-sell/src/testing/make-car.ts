// Test factories for the sell page: a listed car and uploaded images, with overrides.
import type { Car, CarImage } from '@carmarket/shared';

export function makeImage(id: string, overrides: Partial<CarImage> = {}): CarImage {
  const base = `http://localhost:4000/uploads/${id}`;
  return {
    id,
    url: `${base}-1280.jpg`,
    thumbUrl: `${base}-320.jpg`,
    cardUrl: `${base}-640.jpg`,
    galleryUrl: `${base}-1280.jpg`,
    thumbWebpUrl: `${base}-320.webp`,
    cardWebpUrl: `${base}-640.webp`,
    galleryWebpUrl: `${base}-1280.webp`,
    width: 1280,
    height: 960,
    ...overrides,
  };
}

export function makeCar(overrides: Partial<Car> = {}): Car {
  return {
    id: 'car-1',
    brand: 'Hyundai',
    model: 'Creta',
    variant: 'SX',
    carName: 'Hyundai Creta SX',
    carPrice: 975000,
    manufacturingYear: 2019,
    registrationYear: 2020,
    fuelType: 'Diesel',
    kmDriven: 45000,
    transmission: 'Manual',
    bodyType: 'SUV',
    ownership: '1st',
    mileage: null,
    seats: 5,
    isSale: 'Sell',
    isSold: false,
    sellerType: 'Owner',
    views: 3,
    saves: 0,
    address: { state: 'Maharashtra', city: 'Pune', locality: 'Baner' },
    user: { id: 'user-1', fullName: 'Asha Rao', userType: 'Owner', mobileNumber: '9000000001' },
    carImages: [makeImage('img-a'), makeImage('img-b')],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const signedInUser = { id: 'user-1', fullName: 'Asha Rao', mobileNumber: '9000000001', userType: 'Owner' };

/** Bytes that pass the JPEG signature check. */
export function jpegFile(name: string, size?: number): File {
  const header = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const file = new File([header], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
