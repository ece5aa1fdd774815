// Listing rules of spec §5 that the apps share: the sort orders with their id tie-break (saved cars
// sort on the client) and range clamping (the sliders). The brand + model rule is brand-model-rule.ts.
// Pure functions, read through '@carmarket/shared/domain' and bundled where used (mf-account's saved
// cars, mf-browse's sliders), not through the federated singleton every page loads.

import type { ListingSort } from '../domain/options';

/** The fields the rules read; a full Car satisfies it. */
export interface ListableCar {
  id: string;
  brand: string;
  model: string;
  carPrice?: number | null;
  manufacturingYear?: number | null;
  kmDriven?: number | null;
  fuelType: string;
  transmission: string;
  bodyType: string;
  ownership: string;
  seats?: number | null;
  views?: number | null;
  /** When the car was listed (ISO date), for 'listedNewToOld'. */
  createdAt?: string | null;
  sellerType?: 'Owner' | 'Dealer';
  user?: { userType?: string } | null;
  address: { state: string; city: string; locality?: string | null };
}

// Ids compare by UTF-16 code unit, which equals PostgreSQL's COLLATE "C" for the ASCII ids we issue.
function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Listing time in ms; a missing or unreadable date counts as the oldest. */
export function listedAt(car: Pick<ListableCar, 'createdAt'>): number {
  const time = car.createdAt ? Date.parse(car.createdAt) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

/**
 * Sorts a copy. Ties break on id ascending so client and server give the same order.
 * 'popularity' = most viewed first (views desc); 'listedNewToOld' = newest listing first (createdAt desc).
 */
export function sortCars<T extends ListableCar>(cars: readonly T[], sort: ListingSort): T[] {
  const key = (car: T): number => {
    switch (sort) {
      case 'yearNewToOld':
        return -(car.manufacturingYear ?? 0);
      case 'yearOldToNew':
        return car.manufacturingYear ?? 0;
      case 'priceLowToHigh':
        return car.carPrice ?? 0;
      case 'priceHighToLow':
        return -(car.carPrice ?? 0);
      case 'popularity':
        return -(car.views ?? 0);
      case 'listedNewToOld':
        return -listedAt(car);
    }
  };
  return [...cars].sort((a, b) => key(a) - key(b) || compareIds(a.id, b.id));
}

/** Clamps a [min, max] range into [lower, upper], keeping min <= max. */
export function clampRange(range: readonly [number, number], bounds: readonly [number, number]): [number, number] {
  const [lo, hi] = bounds[0] <= bounds[1] ? bounds : [bounds[1], bounds[0]];
  const clamp = (v: number) => Math.min(hi, Math.max(lo, v));
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  return a <= b ? [a, b] : [b, a];
}
