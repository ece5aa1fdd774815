// Fills the car-details wizard's steps in component tests, as a user would (by the fields' labels).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CarDetailsForm } from '../model/sell-form';

const choose = (label: string, value: string) => userEvent.selectOptions(screen.getByLabelText(label), value);
const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

/** Step 1 of 3: brand, model, variant and manufacturing year. */
export async function fillCarBasics(details: CarDetailsForm) {
  await choose('Brand', details.brand);
  await choose('Model', details.model);
  await choose('Variant', details.variant);
  await choose('Manufacturing year', details.manufacturingYear);
}

/** Step 2 of 3: fuel type, transmission, km driven and registration year. */
export async function fillCarUsage(details: CarDetailsForm) {
  await choose('Fuel type', details.fuelType);
  await choose('Transmission', details.transmission);
  await type('Km driven', details.kmDriven);
  await choose('Registration year', details.registrationYear);
}

/** Step 3 of 3: seats, ownership, body type and the price (typed as digits). */
export async function fillCarListing(details: CarDetailsForm) {
  await type('Seats', details.seats);
  await choose('Ownership', details.ownership);
  await choose('Body type', details.bodyType);
  await type('Price', details.carPrice.replace(/\D/g, ''));
}
