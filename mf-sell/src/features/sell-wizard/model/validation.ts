// Going beyond the spec (which has no required-field checks): every field is required
// before Next, years are not in the future and registration is not before manufacture.
import { BRAND_NAMES } from '@carmarket/shared';
import { citiesOfState, localitiesOfCity, modelsOfBrand, STATE_NAMES, variantsOfModel } from '@carmarket/shared/domain';
import { CAR_MESSAGES, CAR_RULES } from '@carmarket/shared/api-contracts';
import { formSchema } from '@carmarket/shared/forms';
import {
  EMPTY_CAR_DETAILS,
  EMPTY_LOCATION,
  parsePriceText,
  WIZARD_STEP_FIELDS,
  type CarDetailsField,
  type CarDetailsForm,
  type SellerLocation,
  type WizardStep,
} from './sell-form';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

// The API's rules for POST /api/v1/car/create-update (one definition in the contract).
export const KM_DRIVEN_MAX = CAR_RULES.kmDrivenMax;
export const SEATS_MIN = CAR_RULES.seatsMin;
export const SEATS_MAX = CAR_RULES.seatsMax;

export const SELL_MESSAGES = {
  state: 'Please select your state',
  city: 'Please select your city',
  locality: 'Please select your locality',
  brand: 'Please select the brand',
  model: 'Please select the model',
  variant: 'Please select the variant',
  manufacturingYear: 'Please select the manufacturing year',
  fuelType: 'Please select the fuel type',
  transmission: 'Please select the transmission',
  kmDriven: 'Please enter the km driven',
  kmDrivenTooHigh: CAR_MESSAGES.kmDrivenTooHigh,
  registrationYear: 'Please select the registration year',
  registrationBeforeManufacture: CAR_MESSAGES.registrationBeforeManufacture,
  futureYear: CAR_MESSAGES.futureYear,
  yearTooOld: CAR_MESSAGES.yearTooOld,
  seats: 'Please enter the number of seats',
  seatsRange: CAR_MESSAGES.seatsRange,
  ownership: 'Please select the ownership',
  bodyType: 'Please select the body type',
  carPrice: 'Please enter the price',
  carPriceZero: 'The price must be more than 0',
} as const;

export function validateLocation(location: SellerLocation): FieldErrors<'state' | 'city' | 'locality'> {
  const errors: FieldErrors<'state' | 'city' | 'locality'> = {};
  if (!STATE_NAMES.includes(location.state)) errors.state = SELL_MESSAGES.state;
  if (!citiesOfState(location.state).some((c) => c.name === location.city)) errors.city = SELL_MESSAGES.city;
  if (!localitiesOfCity(location.state, location.city).includes(location.locality)) errors.locality = SELL_MESSAGES.locality;
  return errors;
}

function yearError(text: string, required: string, currentYear: number): string | undefined {
  if (!/^\d{4}$/.test(text)) return required;
  if (Number(text) > currentYear) return SELL_MESSAGES.futureYear;
  if (Number(text) < CAR_RULES.yearMin) return SELL_MESSAGES.yearTooOld;
  return undefined;
}

/** Every error of the wizard, keyed by field (all three steps). */
export function validateCarDetails(values: CarDetailsForm, currentYear: number): FieldErrors<CarDetailsField> {
  const errors: FieldErrors<CarDetailsField> = {};
  if (!BRAND_NAMES.includes(values.brand)) errors.brand = SELL_MESSAGES.brand;
  if (!modelsOfBrand(values.brand).some((m) => m.name === values.model)) errors.model = SELL_MESSAGES.model;
  if (!variantsOfModel(values.brand, values.model).includes(values.variant)) errors.variant = SELL_MESSAGES.variant;
  const manufacturing = yearError(values.manufacturingYear, SELL_MESSAGES.manufacturingYear, currentYear);
  if (manufacturing) errors.manufacturingYear = manufacturing;

  if (!values.fuelType) errors.fuelType = SELL_MESSAGES.fuelType;
  if (!values.transmission) errors.transmission = SELL_MESSAGES.transmission;
  if (!/^\d+$/.test(values.kmDriven)) errors.kmDriven = SELL_MESSAGES.kmDriven;
  else if (Number(values.kmDriven) > KM_DRIVEN_MAX) errors.kmDriven = SELL_MESSAGES.kmDrivenTooHigh;
  const registration = yearError(values.registrationYear, SELL_MESSAGES.registrationYear, currentYear);
  if (registration) errors.registrationYear = registration;
  else if (!manufacturing && Number(values.registrationYear) < Number(values.manufacturingYear)) {
    errors.registrationYear = SELL_MESSAGES.registrationBeforeManufacture;
  }

  if (!/^\d+$/.test(values.seats)) errors.seats = SELL_MESSAGES.seats;
  else if (Number(values.seats) < SEATS_MIN || Number(values.seats) > SEATS_MAX) errors.seats = SELL_MESSAGES.seatsRange;
  if (!values.ownership) errors.ownership = SELL_MESSAGES.ownership;
  if (!values.bodyType) errors.bodyType = SELL_MESSAGES.bodyType;
  const price = parsePriceText(values.carPrice);
  if (price === null) errors.carPrice = SELL_MESSAGES.carPrice;
  else if (price <= 0) errors.carPrice = SELL_MESSAGES.carPriceZero;
  return errors;
}

/** The errors of one step only: what Next checks. */
export function validateWizardStep(step: WizardStep, values: CarDetailsForm, currentYear: number): FieldErrors<CarDetailsField> {
  const all = validateCarDetails(values, currentYear);
  const errors: FieldErrors<CarDetailsField> = {};
  for (const field of WIZARD_STEP_FIELDS[step]) if (all[field]) errors[field] = all[field];
  return errors;
}

/** The hero form's schema (react-hook-form's resolver). */
export const sellerLocationSchema = formSchema<SellerLocation>(
  Object.keys(EMPTY_LOCATION) as Array<keyof SellerLocation>,
  validateLocation,
);

/** The wizard's schema: every step's fields; Next checks the current step's only. */
export function carDetailsSchema(currentYear: number) {
  return formSchema<CarDetailsForm>(Object.keys(EMPTY_CAR_DETAILS) as CarDetailsField[], (values) =>
    validateCarDetails(values, currentYear),
  );
}
