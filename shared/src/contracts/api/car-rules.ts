// The sell rules and their messages, the same in the sell wizard and in the API (no zod here: the
// wizard reads them without bundling the schemas; the contract runs the same functions as checks).
import type { FieldProblem } from './field-rule';

/** Sell rules, the same in the wizard and in POST /api/v1/car/create-update. */
export const CAR_RULES = {
  /** The km slider's top (spec §9: km range 0 to 999999). */
  kmDrivenMax: 999_999,
  seatsMin: 2,
  seatsMax: 10,
  /** Older cars are not listed; the wizard's year lists start here too. */
  yearMin: 1950,
  carPriceMax: 2_000_000_000,
  mileageMax: 1000,
  imagesMax: 20,
} as const;

export const CAR_MESSAGES = {
  kmDrivenTooHigh: 'Km driven must be 9,99,999 or less',
  seatsRange: `Seats must be between ${CAR_RULES.seatsMin} and ${CAR_RULES.seatsMax}`,
  futureYear: 'The year cannot be in the future',
  yearTooOld: `The year must be ${CAR_RULES.yearMin} or later`,
  registrationBeforeManufacture: 'Registration year cannot be before the manufacturing year',
  priceNotPositive: 'The price must be more than 0',
  tooManyImages: `At most ${CAR_RULES.imagesMax} images per car`,
} as const;

/** A manufacturing or registration year from 1950 to this year. */
export function carYearProblem(year: number, currentYear: number): FieldProblem {
  if (year < CAR_RULES.yearMin) return CAR_MESSAGES.yearTooOld;
  if (year > currentYear) return CAR_MESSAGES.futureYear;
  return undefined;
}

/** Registration is not before manufacture. */
export function registrationYearProblem(registrationYear: number, manufacturingYear: number): FieldProblem {
  return registrationYear < manufacturingYear ? CAR_MESSAGES.registrationBeforeManufacture : undefined;
}

/** A car is not listed for nothing. */
export function carPriceProblem(price: number): FieldProblem {
  return price <= 0 ? CAR_MESSAGES.priceNotPositive : undefined;
}

export function kmDrivenProblem(kmDriven: number): FieldProblem {
  return kmDriven > CAR_RULES.kmDrivenMax ? CAR_MESSAGES.kmDrivenTooHigh : undefined;
}

export function seatsProblem(seats: number): FieldProblem {
  return seats < CAR_RULES.seatsMin || seats > CAR_RULES.seatsMax ? CAR_MESSAGES.seatsRange : undefined;
}

/**
 * The wizard's conversion of its number fields (km driven, seats, years: digits only while typed)
 * to the request's numbers: the digits as a number, null when there are none.
 */
export function wholeNumberFromText(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}
