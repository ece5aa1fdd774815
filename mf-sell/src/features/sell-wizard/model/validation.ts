// Going beyond the spec (which has no required-field checks): every field is required
// before Next (the wizard's own choices from its catalogue); the number rules (years, km
// driven, seats, registration not before manufacture) are the API's, from the shared car
// rules, applied to the text fields through the shared conversion (wholeNumberFromText).
import { BRAND_NAMES } from '@carmarket/shared';
import { citiesOfState, localitiesOfCity, modelsOfBrand, STATE_NAMES, variantsOfModel } from '@carmarket/shared/domain';
import {
  CAR_MESSAGES,
  carPriceProblem,
  carYearProblem,
  kmDrivenProblem,
  registrationYearProblem,
  seatsProblem,
  wholeNumberFromText,
} from '@carmarket/shared/api-contracts';
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
  carPriceZero: CAR_MESSAGES.priceNotPositive,
} as const;

export function validateLocation(location: SellerLocation): FieldErrors<'state' | 'city' | 'locality'> {
  const errors: FieldErrors<'state' | 'city' | 'locality'> = {};
  if (!STATE_NAMES.includes(location.state)) errors.state = SELL_MESSAGES.state;
  if (!citiesOfState(location.state).some((c) => c.name === location.city)) errors.city = SELL_MESSAGES.city;
  if (!localitiesOfCity(location.state, location.city).includes(location.locality)) errors.locality = SELL_MESSAGES.locality;
  return errors;
}

function yearError(text: string, required: string, currentYear: number): string | undefined {
  const year = /^\d{4}$/.test(text) ? wholeNumberFromText(text) : null;
  return year === null ? required : carYearProblem(year, currentYear);
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
  const kmDriven = wholeNumberFromText(values.kmDriven);
  const kmDrivenError = kmDriven === null ? SELL_MESSAGES.kmDriven : kmDrivenProblem(kmDriven);
  if (kmDrivenError) errors.kmDriven = kmDrivenError;
  const registration =
    yearError(values.registrationYear, SELL_MESSAGES.registrationYear, currentYear) ??
    (manufacturing ? undefined : registrationYearProblem(Number(values.registrationYear), Number(values.manufacturingYear)));
  if (registration) errors.registrationYear = registration;

  const seats = wholeNumberFromText(values.seats);
  const seatsError = seats === null ? SELL_MESSAGES.seats : seatsProblem(seats);
  if (seatsError) errors.seats = seatsError;
  if (!values.ownership) errors.ownership = SELL_MESSAGES.ownership;
  if (!values.bodyType) errors.bodyType = SELL_MESSAGES.bodyType;
  const price = parsePriceText(values.carPrice);
  if (price === null) errors.carPrice = SELL_MESSAGES.carPrice;
  else if (carPriceProblem(price)) errors.carPrice = SELL_MESSAGES.carPriceZero;
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
