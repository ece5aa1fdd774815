import type { Car, CarImage } from '@carmarket/shared';
import { SWIFT_DETAILS, SWIFT_LOCATION, swiftPayload } from '../testing/swift-listing';
import { buildCarPayload, carToForm } from './car-payload';

const image = (id: string): CarImage => ({
  id,
  url: `http://api/uploads/${id}-1280.jpg`,
  thumbUrl: `http://api/uploads/${id}-320.jpg`,
  cardUrl: '',
  galleryUrl: '',
  thumbWebpUrl: '',
  cardWebpUrl: '',
  galleryWebpUrl: '',
  width: 1280,
  height: 960,
});

const details = SWIFT_DETAILS;
const location = SWIFT_LOCATION;

describe('buildCarPayload', () => {
  it('sends the spec §7 fields with numbers as numbers', () => {
    expect(buildCarPayload({ carId: null, userId: 'u1', location, details, images: [image('a'), image('b')] })).toEqual(
      swiftPayload({ userId: 'u1', carImages: ['a', 'b'], sellerType: 'Owner' }),
    );
  });

  it('keeps the car id when editing', () => {
    expect(buildCarPayload({ carId: 'car-9', userId: 'u1', location, details, images: [] }).carId).toBe('car-9');
  });
});

describe('carToForm', () => {
  it('turns a listed car back into form values', () => {
    const car = {
      id: 'car-9',
      brand: 'Maruti Suzuki',
      model: 'Swift',
      variant: 'VXi',
      carPrice: 550000,
      manufacturingYear: 2019,
      registrationYear: 2020,
      fuelType: 'Petrol',
      kmDriven: 45000,
      transmission: 'Manual',
      bodyType: 'Hatchback',
      ownership: '1st',
      seats: 5,
      sellerType: 'Dealer',
      address: { state: 'Maharashtra', city: 'Pune', locality: 'Baner' },
      carImages: [image('a')],
    } as Car;
    expect(carToForm(car)).toEqual({ location: { ...location, sellerType: 'Dealer' }, details, images: [image('a')] });
  });
});
