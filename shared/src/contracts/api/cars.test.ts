import * as z from 'zod/v4/mini';
import { carInputSchema } from './car-input';
import { CAR_MESSAGES, CAR_RULES } from './car-rules';
import { carSchema, getUserCarsEndpoint, similarCarsQuerySchema } from './cars';

const thisYear = new Date().getFullYear();

const validCar = () => ({
  carId: null,
  userId: 'user-1',
  brand: 'Mahindra',
  model: 'XUV700',
  variant: 'AX7',
  fuelType: 'Diesel',
  transmission: 'Automatic',
  bodyType: 'SUV',
  ownership: '2nd',
  manufacturingYear: 2022,
  registrationYear: 2023,
  carPrice: 550000,
  kmDriven: 42000,
  seats: 5,
  addressCity: 'Indore',
  addressState: 'Madhya Pradesh',
  addressLocality: 'Vijay Nagar',
});

/** The first message of a refused car, or 'ok'. */
function messageOf(changes: Record<string, unknown>): string {
  const result = z.safeParse(carInputSchema, { ...validCar(), ...changes });
  return result.success ? 'ok' : (result.error.issues[0]?.message ?? '');
}

describe('carInputSchema', () => {
  it('accepts the sell flow payload and fills the image list', () => {
    const car = carInputSchema.parse(validCar());
    expect(car.carImages).toEqual([]);
    expect(car.kmDriven).toBe(42000);
  });

  it('km driven: 0 to 9,99,999, grouped text read as a number', () => {
    expect(messageOf({ kmDriven: CAR_RULES.kmDrivenMax })).toBe('ok');
    expect(carInputSchema.parse({ ...validCar(), kmDriven: '9,99,999' }).kmDriven).toBe(999_999);
    expect(messageOf({ kmDriven: 1_000_000 })).toBe(CAR_MESSAGES.kmDrivenTooHigh);
    expect(CAR_MESSAGES.kmDrivenTooHigh).toBe('Km driven must be 9,99,999 or less');
    expect(messageOf({ kmDriven: -1 })).toBe('kmDriven must not be negative');
    expect(messageOf({ kmDriven: 1.5 })).toBe('kmDriven must be a whole number');
    expect(messageOf({ kmDriven: '1e309' })).toBe('kmDriven must be a number');
    expect(messageOf({ kmDriven: undefined })).toBe('kmDriven is required');
  });

  it('seats: 2 to 10, or none', () => {
    expect(messageOf({ seats: 2 })).toBe('ok');
    expect(messageOf({ seats: 10 })).toBe('ok');
    expect(messageOf({ seats: null })).toBe('ok');
    expect(messageOf({ seats: 1 })).toBe('Seats must be between 2 and 10');
    expect(messageOf({ seats: 11 })).toBe('Seats must be between 2 and 10');
    expect(messageOf({ seats: 50 })).toBe(CAR_MESSAGES.seatsRange);
    expect(messageOf({ seats: 'NaN' })).toBe('seats must be a number');
  });

  it('years: from 1950 to this year; registration not before manufacture', () => {
    expect(messageOf({ manufacturingYear: CAR_RULES.yearMin, registrationYear: null })).toBe('ok');
    expect(messageOf({ manufacturingYear: 1949 })).toBe('The year must be 1950 or later');
    expect(messageOf({ manufacturingYear: thisYear, registrationYear: thisYear })).toBe('ok');
    expect(messageOf({ manufacturingYear: thisYear + 1 })).toBe(CAR_MESSAGES.futureYear);
    expect(messageOf({ registrationYear: thisYear + 1 })).toBe('The year cannot be in the future');
    expect(messageOf({ manufacturingYear: 2020, registrationYear: 2018 })).toBe(
      'Registration year cannot be before the manufacturing year',
    );
  });

  it('price, mileage and text fields name the field', () => {
    expect(messageOf({ carPrice: CAR_RULES.carPriceMax + 1 })).toBe('carPrice is too large');
    expect(messageOf({ carPrice: '1'.repeat(40) })).toBe('carPrice is too large');
    expect(messageOf({ carPrice: 0 })).toBe('The price must be more than 0');
    expect(messageOf({ carPrice: '0' })).toBe(CAR_MESSAGES.priceNotPositive);
    expect(messageOf({ mileage: '1001' })).toBe('mileage is too large');
    expect(carInputSchema.parse({ ...validCar(), mileage: '0018.50' }).mileage).toBe(18.5);
    expect(messageOf({ mileage: 'Infinity' })).toBe('mileage must be a number');
    expect(messageOf({ brand: undefined })).toBe('brand is required');
    expect(messageOf({ brand: '   ' })).toBe('brand is required');
    expect(messageOf({ brand: 7 })).toBe('brand must be text');
    expect(messageOf({ brand: 'x'.repeat(81) })).toBe('brand is too long');
  });

  it('at most 20 images, each an id or an object naming one', () => {
    expect(messageOf({ carImages: ['a', { imageUrl: 'https://x/y.jpg', extra: 1 }] })).toBe('ok');
    expect(messageOf({ carImages: Array.from({ length: 21 }, (_, i) => `img-${i}`) })).toBe('At most 20 images per car');
  });
});

describe('other car request schemas', () => {
  it('similar cars: limit 1 to 24, default 8, read from query text', () => {
    expect(similarCarsQuerySchema.parse({})).toEqual({ limit: 8 });
    expect(similarCarsQuerySchema.parse({ limit: '3' })).toEqual({ limit: 3 });
    expect(z.safeParse(similarCarsQuerySchema, { limit: '25' }).success).toBe(false);
    expect(z.safeParse(similarCarsQuerySchema, { limit: '0' }).success).toBe(false);
  });

  it('get-user-cars: a missing or blank userId says User ID not found', () => {
    for (const body of [{}, { userId: ' ' }, { userId: 3 }]) {
      const result = z.safeParse(getUserCarsEndpoint.body, body);
      expect(result.success ? 'ok' : result.error.issues[0]?.message).toBe('User ID not found');
    }
  });
});

describe('carSchema (the answer)', () => {
  it('refuses a car missing a field', () => {
    expect(z.safeParse(carSchema, { id: 'x' }).success).toBe(false);
  });
});
