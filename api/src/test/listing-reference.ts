// The filter rules of spec §5 as plain functions over cars: the reference the SQL listing
// (features/cars/listing-sql.ts) is tested against. Test-only: no request path uses them.
import {
  brandModelRule,
  normalizeBodyType,
  seatsChoiceOf,
  sortCars,
  type BrandModelRule,
  type ListableCar,
  type ListingQuery,
  type PriceAndYearBounds,
} from '@carmarket/shared/domain';

export function sellerTypeOf(car: ListableCar): 'Owner' | 'Dealer' {
  return car.sellerType ?? (car.user?.userType === 'Dealer' ? 'Dealer' : 'Owner');
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase();

/** A location entry matches the car's state, its city, or 'State-Locality' (case-insensitive). */
export function carMatchesLocation(car: ListableCar, location: string): boolean {
  const wanted = lower(location);
  const { state, city, locality } = car.address;
  return wanted === lower(state) || wanted === lower(city) || wanted === `${lower(state)}-${lower(locality)}`;
}

function inList(value: string, list: readonly string[]): boolean {
  return list.length === 0 || list.includes(value);
}

// Built once per query object, not once per car.
const rulesByQuery = new WeakMap<ListingQuery, BrandModelRule | null>();
function ruleOfQuery(query: ListingQuery): BrandModelRule | null {
  let rule = rulesByQuery.get(query);
  if (rule === undefined) {
    rule = brandModelRule(query.brand, query.model);
    rulesByQuery.set(query, rule);
  }
  return rule;
}

export function carMatchesBrandModelRule(car: Pick<ListableCar, 'brand' | 'model'>, rule: BrandModelRule | null): boolean {
  if (!rule) return true;
  return (
    rule.allModels.includes(car.brand) || (rule.byBrand.get(car.brand)?.includes(car.model) ?? false) || rule.anyBrand.includes(car.model)
  );
}

export function carMatchesListingQuery(car: ListableCar, query: ListingQuery): boolean {
  if (query.ownerType === 'dealer' && sellerTypeOf(car) !== 'Dealer') return false;
  if (query.ownerType === 'owner' && sellerTypeOf(car) !== 'Owner') return false;
  if (!carMatchesBrandModelRule(car, ruleOfQuery(query))) return false;
  if (!inList(car.fuelType, query.fuel)) return false;
  if (!inList(car.transmission, query.transmission)) return false;
  if (query.bodyType.length > 0 && !query.bodyType.map(normalizeBodyType).includes(car.bodyType)) return false;
  if (!inList(car.ownership, query.ownership)) return false;
  if (query.seats.length > 0 && !(query.seats as readonly string[]).includes(seatsChoiceOf(car.seats) ?? '')) return false;
  if (query.location.length > 0 && !query.location.some((l) => carMatchesLocation(car, l))) return false;
  const price = car.carPrice ?? 0;
  if (query.priceMin !== undefined && price < query.priceMin) return false;
  if (query.priceMax !== undefined && price > query.priceMax) return false;
  const year = car.manufacturingYear ?? 0;
  if (query.yearMin !== undefined && year < query.yearMin) return false;
  if (query.yearMax !== undefined && year > query.yearMax) return false;
  if (query.kmMax !== undefined && (car.kmDriven ?? 0) > query.kmMax) return false;
  const term = lower(query.search);
  if (term !== '' && !`${car.brand} ${car.model}`.toLowerCase().includes(term)) return false;
  return true;
}

/** Filter + sort (no paging). */
export function applyListingQuery<T extends ListableCar>(cars: readonly T[], query: ListingQuery): T[] {
  return sortCars(
    cars.filter((car) => carMatchesListingQuery(car, query)),
    query.sort,
  );
}

/** One page of an already filtered and sorted list (pages count from 1). */
export function pageOfCars<T>(cars: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return cars.slice(start, start + pageSize);
}

/**
 * Slider bounds of spec §4: missing price counts 0, missing year the current year.
 * Returns null for an empty list (the ranges keep their defaults then).
 */
export function priceAndYearBounds(
  cars: readonly Pick<ListableCar, 'carPrice' | 'manufacturingYear'>[],
  now: Date = new Date(),
): PriceAndYearBounds | null {
  if (cars.length === 0) return null;
  const currentYear = now.getFullYear();
  let priceMin = Infinity;
  let priceMax = -Infinity;
  let yearMin = Infinity;
  let yearMax = -Infinity;
  for (const car of cars) {
    const price = car.carPrice ?? 0;
    const year = car.manufacturingYear ?? currentYear;
    priceMin = Math.min(priceMin, price);
    priceMax = Math.max(priceMax, price);
    yearMin = Math.min(yearMin, year);
    yearMax = Math.max(yearMax, year);
  }
  return { priceMin, priceMax, yearMin, yearMax };
}
