// The car the sell-flow tests list: a 2019 Maruti Suzuki Swift VXi in Baner, Pune, as the wizard
// holds it (text fields) and as the create-update call sends it (spec §7, numbers as numbers).
import type { CarDetailsForm, SellerLocation } from '../model/sell-form';

export const SWIFT_LOCATION: SellerLocation = { sellerType: 'Owner', state: 'Maharashtra', city: 'Pune', locality: 'Baner' };

export const SWIFT_DETAILS: CarDetailsForm = {
  brand: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi',
  manufacturingYear: '2019',
  fuelType: 'Petrol',
  transmission: 'Manual',
  kmDriven: '45000',
  registrationYear: '2020',
  seats: '5',
  ownership: '1st',
  bodyType: 'Hatchback',
  carPrice: '5,50,000',
};

/** The body of the create call for the Swift above, posted by `userId` with `carImages` (image ids). */
export const swiftPayload = ({
  userId,
  carImages,
  sellerType,
}: {
  userId: string;
  carImages: string[];
  sellerType: 'Owner' | 'Dealer';
}) => ({
  carId: null,
  userId,
  carName: 'Maruti Suzuki Swift VXi',
  brand: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi',
  fuelType: 'Petrol',
  transmission: 'Manual',
  bodyType: 'Hatchback',
  ownership: '1st',
  manufacturingYear: 2019,
  registrationYear: 2020,
  isSale: 'Sell',
  carPrice: 550000,
  kmDriven: 45000,
  seats: 5,
  isSold: false,
  addressCity: 'Pune',
  addressState: 'Maharashtra',
  addressLocality: 'Baner',
  carImages,
  sellerType,
});
