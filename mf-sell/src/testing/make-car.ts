// Test factories for the sell page: a listed car and uploaded images, with overrides.
import { DEFAULT_API_BASE_URL, type Car, type CarImage } from '@carmarket/shared';
import { makeCar as makeSharedCar, makeCarImage } from '@carmarket/shared/testing';

/** An uploaded image as the API serves it from this machine's uploads. */
export function makeImage(id: string, overrides: Partial<CarImage> = {}): CarImage {
  const base = `${DEFAULT_API_BASE_URL}/uploads/${id}`;
  return makeCarImage({
    id,
    url: `${base}-1280.jpg`,
    thumbUrl: `${base}-320.jpg`,
    cardUrl: `${base}-640.jpg`,
    galleryUrl: `${base}-1280.jpg`,
    thumbWebpUrl: `${base}-320.webp`,
    cardWebpUrl: `${base}-640.webp`,
    galleryWebpUrl: `${base}-1280.webp`,
    height: 960,
    ...overrides,
  });
}

/** The shared test car as this page's tests edit it: id car-1, two uploaded photos. */
export function makeCar(overrides: Partial<Car> = {}): Car {
  return makeSharedCar({ id: 'car-1', carImages: [makeImage('img-a'), makeImage('img-b')], ...overrides });
}

export const signedInUser = { id: 'user-1', fullName: 'Asha Rao', mobileNumber: '9000000001', userType: 'Owner' };

/** Bytes that pass the JPEG signature check. */
export function jpegFile(name: string, size?: number): File {
  const header = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
  const file = new File([header], name, { type: 'image/jpeg' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
