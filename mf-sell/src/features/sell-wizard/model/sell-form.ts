// The sell flow's form model: what the hero form and the three wizard steps hold, the
// dependent-field rules (a new brand clears model and variant, a new state clears city and
// locality) and the price and number text rules of spec §5. Pure functions, no React.
import { formatIndianNumber, type SellerType } from '@carmarket/shared';

export interface SellerLocation {
  sellerType: SellerType;
  state: string;
  city: string;
  locality: string;
}

/** Every wizard field is text while being edited; numbers are parsed on submit. */
export interface CarDetailsForm {
  brand: string;
  model: string;
  variant: string;
  manufacturingYear: string;
  fuelType: string;
  transmission: string;
  kmDriven: string;
  registrationYear: string;
  seats: string;
  ownership: string;
  bodyType: string;
  /** Grouped with Indian commas as typed ('5,50,000'). */
  carPrice: string;
}

export type CarDetailsField = keyof CarDetailsForm;
export type WizardStep = 1 | 2 | 3;

export const WIZARD_STEP_COUNT = 3;

export const WIZARD_STEP_FIELDS: Readonly<Record<WizardStep, readonly CarDetailsField[]>> = {
  1: ['brand', 'model', 'variant', 'manufacturingYear'],
  2: ['fuelType', 'transmission', 'kmDriven', 'registrationYear'],
  3: ['seats', 'ownership', 'bodyType', 'carPrice'],
};

export const WIZARD_STEP_TITLES: Readonly<Record<WizardStep, string>> = {
  1: 'Car details',
  2: 'Usage and registration',
  3: 'Features and price',
};

export const EMPTY_LOCATION: SellerLocation = { sellerType: 'Owner', state: '', city: '', locality: '' };

export const EMPTY_CAR_DETAILS: CarDetailsForm = {
  brand: '',
  model: '',
  variant: '',
  manufacturingYear: '',
  fuelType: '',
  transmission: '',
  kmDriven: '',
  registrationYear: '',
  seats: '',
  ownership: '',
  bodyType: '',
  carPrice: '',
};

/** A new brand clears model and variant (spec §4); the same brand keeps them. */
export function withBrand(values: CarDetailsForm, brand: string): CarDetailsForm {
  if (brand === values.brand) return values;
  return { ...values, brand, model: '', variant: '' };
}

/** A new model clears the variant (spec §4). */
export function withModel(values: CarDetailsForm, model: string): CarDetailsForm {
  if (model === values.model) return values;
  return { ...values, model, variant: '' };
}

/** A new state clears city and locality; a new city clears locality. */
export function withState(location: SellerLocation, state: string): SellerLocation {
  if (state === location.state) return location;
  return { ...location, state, city: '', locality: '' };
}

export function withCity(location: SellerLocation, city: string): SellerLocation {
  if (city === location.city) return location;
  return { ...location, city, locality: '' };
}

/** Largest price the input takes: 9 digits (99,99,99,999 rupees), well inside the API's limit. */
export const MAX_PRICE_DIGITS = 9;

/** Price input (spec §5): keeps only digits, drops leading zeros, groups with Indian commas. */
export function formatPriceText(raw: string): string {
  const digits = raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_PRICE_DIGITS);
  return digits === '' ? '' : formatIndianNumber(Number(digits));
}

/** Removes the grouping again: '5,50,000' -> 550000; '' -> null. */
export function parsePriceText(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** km driven and seats accept digits only, up to `maxDigits`. */
export function digitsOnly(raw: string, maxDigits: number): string {
  return raw.replace(/\D/g, '').slice(0, maxDigits);
}

export const OLDEST_YEAR = 1990;

/** Year options, newest first, never in the future. */
export function yearOptions(currentYear: number, oldest = OLDEST_YEAR): string[] {
  const years: string[] = [];
  for (let year = currentYear; year >= oldest; year -= 1) years.push(String(year));
  return years;
}

/** 'Maruti Suzuki Swift VXi' (spec §7: brand, model and variant joined). */
export function carNameOf(details: Pick<CarDetailsForm, 'brand' | 'model' | 'variant'>): string {
  return [details.brand, details.model, details.variant]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
