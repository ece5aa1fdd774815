// What the compare page shows of each car, row by row, and which rows differ between the cars.
// A row differs when at least two of the cars shown have it and their values are not all the same
// (compared as displayed, ignoring case: 'Petrol' and 'petrol' are one fuel).
import { formatCompact, formatIndianNumber, formatLakhs } from '@carmarket/shared';
import type { CarDetail } from '../car-detail/car-detail';
import { monthlyEmi } from '../car-detail/emi';

export type CompareRowKey =
  | 'price'
  | 'emi'
  | 'year'
  | 'kmDriven'
  | 'fuelType'
  | 'transmission'
  | 'bodyType'
  | 'ownership'
  | 'seats'
  | 'mileage'
  | 'location'
  | 'sellerType';

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  /** One value per column; null where the column has no car (loading, sold out of the API, unknown id). */
  values: (string | null)[];
  differs: boolean;
}

const ONE_CRORE = 10_000_000;
const NOT_GIVEN = '—';

/** Rupees in Lakhs, or in Cr from one crore: '₹ 5.5 Lakhs', '₹ 1.2 Cr'. */
export function comparePriceText(rupees: number): string {
  return `₹ ${rupees >= ONE_CRORE ? formatCompact(rupees) : formatLakhs(rupees)}`;
}

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? NOT_GIVEN : String(value);

const ROWS: { key: CompareRowKey; label: string; value: (car: CarDetail) => string }[] = [
  { key: 'price', label: 'Price', value: (car) => (car.price > 0 ? comparePriceText(car.price) : NOT_GIVEN) },
  {
    key: 'emi',
    label: 'EMI',
    value: (car) => {
      const emi = monthlyEmi(car.price);
      return emi > 0 ? `Rs. ${formatIndianNumber(emi)} per month` : NOT_GIVEN;
    },
  },
  { key: 'year', label: 'Year', value: (car) => orDash(car.year) },
  { key: 'kmDriven', label: 'Km driven', value: (car) => (car.kmDriven === null ? NOT_GIVEN : `${formatIndianNumber(car.kmDriven)} km`) },
  { key: 'fuelType', label: 'Fuel', value: (car) => orDash(car.fuelType) },
  { key: 'transmission', label: 'Transmission', value: (car) => orDash(car.transmission) },
  { key: 'bodyType', label: 'Body type', value: (car) => orDash(car.bodyType) },
  { key: 'ownership', label: 'Ownership', value: (car) => (car.ownership ? `${car.ownership} owner` : NOT_GIVEN) },
  { key: 'seats', label: 'Seats', value: (car) => orDash(car.seats) },
  { key: 'mileage', label: 'Mileage', value: (car) => (car.mileage === null ? NOT_GIVEN : `${car.mileage} kmpl`) },
  { key: 'location', label: 'Location', value: (car) => orDash([car.address.city, car.address.state].filter(Boolean).join(', ')) },
  { key: 'sellerType', label: 'Seller type', value: (car) => orDash(car.sellerType) },
];

/** Whether the values that are there (two at least) are not all the same. */
export function valuesDiffer(values: readonly (string | null)[]): boolean {
  const present = values.filter((value): value is string => value !== null).map((value) => value.trim().toLocaleLowerCase('en-IN'));
  return present.length >= 2 && new Set(present).size > 1;
}

/** The rows of the comparison, one value per column (null for a column without a car). */
export function compareRows(cars: readonly (CarDetail | null)[]): CompareRow[] {
  return ROWS.map(({ key, label, value }) => {
    const values = cars.map((car) => (car ? value(car) : null));
    return { key, label, values, differs: valuesDiffer(values) };
  });
}
