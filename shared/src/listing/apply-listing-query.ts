// The filter and sort rules of spec §5 as pure functions. The API's SQL listing must return
// exactly what these return (api/src/features/cars/listing-parity.test.ts checks it).

import { LISTED_BRANDS } from '../domain/brands';
import { normalizeBodyType, seatsChoiceOf, type ListingSort } from '../domain/options';
import type { PriceAndYearBounds } from '../domain/types';
import type { ListingQuery } from './listing-query';

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

/**
 * The brand and model filters read together, per brand: a selected brand with no selected model
 * passes all its cars, a brand with selected models only those models ("all Hyundai" + "Tata
 * Nexon"). A model's brand comes from the catalogue (the wizard's and the luxury brands), and a selected model adds its brand even if
 * the brand is not selected. A model of no catalogue brand matches that model of any brand.
 */
export interface BrandModelRule {
  /** Brands whose every model passes. */
  allModels: string[];
  /** Brands restricted to their selected models. */
  byBrand: Map<string, string[]>;
  /** Selected models outside the catalogue. */
  anyBrand: string[];
}

const BRANDS_OF_MODEL = new Map<string, string[]>();
for (const brand of LISTED_BRANDS) {
  for (const model of brand.models) BRANDS_OF_MODEL.set(model.name, [...(BRANDS_OF_MODEL.get(model.name) ?? []), brand.name]);
}

/** null when neither brand nor model filters. */
export function brandModelRule(brands: readonly string[], models: readonly string[]): BrandModelRule | null {
  if (brands.length === 0 && models.length === 0) return null;
  const byBrand = new Map<string, string[]>();
  const anyBrand: string[] = [];
  for (const model of models) {
    const owners = BRANDS_OF_MODEL.get(model);
    if (!owners) anyBrand.push(model);
    for (const owner of owners ?? []) byBrand.set(owner, [...(byBrand.get(owner) ?? []), model]);
  }
  return { allModels: brands.filter((b) => !byBrand.has(b)), byBrand, anyBrand };
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

/** Clamps a [min, max] range into [lower, upper], keeping min <= max. */
export function clampRange(range: readonly [number, number], bounds: readonly [number, number]): [number, number] {
  const [lo, hi] = bounds[0] <= bounds[1] ? bounds : [bounds[1], bounds[0]];
  const clamp = (v: number) => Math.min(hi, Math.max(lo, v));
  const a = clamp(range[0]);
  const b = clamp(range[1]);
  return a <= b ? [a, b] : [b, a];
}
