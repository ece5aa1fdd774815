// The option lists the filters show, with the API's facet counts (each facet's counts apply every
// other filter, so options stay visible while one is chosen).
import {
  BRAND_NAMES,
  FILTER_BODY_TYPES,
  FILTER_FUEL_TYPES,
  FILTER_TRANSMISSIONS,
  OWNERSHIPS,
  normalizeBodyType,
  type FacetCount,
  type ListingFacets,
} from '@carmarket/shared';

export interface FilterOption {
  label: string;
  value: string;
  count: number | undefined;
}

function countOf(facet: readonly FacetCount[] | undefined, value: string): number | undefined {
  if (!facet) return undefined;
  return facet.find((f) => f.value.toLowerCase() === value.toLowerCase())?.count ?? 0;
}

function fixedOptions(values: readonly string[], facet: readonly FacetCount[] | undefined): FilterOption[] {
  return values.map((value) => ({ label: value, value, count: countOf(facet, value) }));
}

/** Values present in the data, plus whatever is selected, in name order. */
function dataOptions(facet: readonly FacetCount[] | undefined, selected: readonly string[], extra: readonly string[] = []): FilterOption[] {
  const names = new Set<string>([...(facet ?? []).map((f) => f.value), ...extra, ...selected]);
  return [...names].sort((a, b) => a.localeCompare(b)).map((value) => ({ label: value, value, count: countOf(facet, value) }));
}

export function brandOptions(facets: ListingFacets | undefined, selected: readonly string[]): FilterOption[] {
  return dataOptions(facets?.brand, selected, BRAND_NAMES);
}

export function cityOptions(facets: ListingFacets | undefined, selected: readonly string[]): FilterOption[] {
  return dataOptions(facets?.city, selected);
}

export function modelOptions(facets: ListingFacets | undefined, models: readonly string[], selected: readonly string[]): FilterOption[] {
  const names = new Set([...models, ...selected.filter((m) => models.includes(m))]);
  return [...names].map((value) => ({ label: value, value, count: countOf(facets?.model, value) }));
}

export function bodyTypeOptions(facets: ListingFacets | undefined): FilterOption[] {
  return FILTER_BODY_TYPES.map(({ label, value }) => ({ label, value, count: countOf(facets?.bodyType, value) }));
}

export function fuelOptions(facets: ListingFacets | undefined): FilterOption[] {
  return fixedOptions(FILTER_FUEL_TYPES, facets?.fuel);
}

export function transmissionOptions(facets: ListingFacets | undefined): FilterOption[] {
  return fixedOptions(FILTER_TRANSMISSIONS, facets?.transmission);
}

export function ownershipOptions(facets: ListingFacets | undefined): FilterOption[] {
  return fixedOptions(OWNERSHIPS, facets?.ownership);
}

/** Case-insensitive substring match on the label; blank shows all. */
export function searchOptions(options: readonly FilterOption[], term: string): FilterOption[] {
  const wanted = term.trim().toLowerCase();
  return wanted === '' ? [...options] : options.filter((o) => o.label.toLowerCase().includes(wanted));
}

/** Body types in the URL may be labels ('Sedan Car') from the home tiles. */
export function selectedBodyTypes(values: readonly string[]): string[] {
  return values.map(normalizeBodyType);
}

/** Splits a list into pages of `size` (brand sheet 9, body type sheet 6). */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * size, current * size), page: current, pageCount };
}
