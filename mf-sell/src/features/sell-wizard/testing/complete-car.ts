// A car with every detail the wizard asks for filled in and valid (a 2019 Hyundai Creta SX),
// as the wizard holds it (text fields): the starting point of the validation tests.
import type { CarDetailsForm } from '../model/sell-form';

export const COMPLETE_CAR_DETAILS: CarDetailsForm = {
  brand: 'Hyundai',
  model: 'Creta',
  variant: 'SX',
  manufacturingYear: '2019',
  fuelType: 'Diesel',
  transmission: 'Manual',
  kmDriven: '45000',
  registrationYear: '2020',
  seats: '5',
  ownership: '1st',
  bodyType: 'SUV',
  carPrice: '9,75,000',
};
