// The option lists the filters show, with the API's facet counts (each facet's counts apply every
// other filter, so options stay visible while one is chosen).
import {
  BRAND_NAMES,
  FILTER_BODY_TYPES,
  FILTER_FUEL_TYPES,
  FILTER_TRANSMISSIONS,
  OWNERSHIPS,
  OWNER_TYPES,
  SEAT_OPTIONS,
  CITY_STATE,
  normalizeBodyType,
  type FacetCount,
  type ListingFacets,
  type OwnerType,
} from '@carmarket/shared';
// The brands' catalogue (models of each brand) and the places' localities are bundled here, not in the federated singleton.
import { LISTED_BRANDS, LISTING_PLACES } from '@carmarket/shared/domain';

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

/**
 * The models of one brand: those listed in the data (the model facet, per brand) and the
 * catalogue's, so every listed brand has its models (the luxury ones included), in name order.
 */
export function modelOptions(facets: ListingFacets | undefined, brand: string): FilterOption[] {
  const listed = (facets?.model ?? []).filter((f) => f.brand === brand);
  const catalogue = LISTED_BRANDS.find((b) => b.name === brand)?.models ?? [];
  const names = new Set([...listed.map((f) => f.value), ...catalogue.map((m) => m.name)]);
  return [...names]
    .sort((a, b) => a.localeCompare(b))
    .map((value) => ({ label: value, value, count: facets ? (listed.find((f) => f.value === value)?.count ?? 0) : undefined }));
}

/** Seats of spec §9: 2, 4, 5, 6, 7, 8+ ('8+' counts 8 seats or more). */
export function seatsOptions(facets: ListingFacets | undefined): FilterOption[] {
  return SEAT_OPTIONS.map((value) => ({ label: `${value} Seats`, value, count: countOf(facets?.seats, value) }));
}

/** A place of the location filter; its value is what the filter takes (spec §3). */
export interface LocationOption extends FilterOption {
  /** A state's cities (and localities whose city is not known), a city's localities. */
  children: LocationOption[];
}

/** 'State-Locality', the location filter's value for a locality. */
export const localityValue = (state: string, locality: string) => `${state}-${locality}`;

/**
 * The location filter's tree: states, each with its cities, each with its localities ('State-
 * Locality'). Shows the places the data has (the state, city and locality facets) and whatever is
 * selected, arranged by the product's places (LISTING_PLACES); a city of no known state, or a
 * locality of no known city, still shows (at the top, or under its state).
 */
export function locationOptions(facets: ListingFacets | undefined, selected: readonly string[]): LocationOption[] {
  const isSelected = (value: string) => selected.some((s) => s.toLowerCase() === value.toLowerCase());
  const shows = (facet: readonly FacetCount[] | undefined, value: string) =>
    isSelected(value) || (facet ?? []).some((f) => f.count > 0 && f.value.toLowerCase() === value.toLowerCase());
  const node = (label: string, value: string, count: number | undefined, children: LocationOption[] = []): LocationOption => ({
    label,
    value,
    count,
    children,
  });

  const states = new Map<string, LocationOption>();
  const stateNode = (state: string) => {
    let found = states.get(state);
    if (!found) {
      found = node(state, state, countOf(facets?.state, state));
      states.set(state, found);
    }
    return found;
  };
  const placed = new Set<string>();
  for (const state of LISTING_PLACES) {
    for (const city of state.cities) {
      const localities = city.localities
        .map((locality) => localityValue(state.name, locality))
        .filter((value) => shows(facets?.locality, value))
        .map((value) => node(value.slice(state.name.length + 1), value, countOf(facets?.locality, value)));
      localities.forEach((l) => placed.add(l.value.toLowerCase()));
      if (localities.length > 0 || shows(facets?.city, city.name)) {
        stateNode(state.name).children.push(node(city.name, city.name, countOf(facets?.city, city.name), localities));
        placed.add(city.name.toLowerCase());
      }
    }
    if (shows(facets?.state, state.name)) stateNode(state.name);
  }
  // Places the data has outside LISTING_PLACES.
  for (const { value } of facets?.state ?? []) stateNode(value);
  const loose: LocationOption[] = [];
  for (const { value } of facets?.city ?? []) {
    if (placed.has(value.toLowerCase())) continue;
    const state = CITY_STATE[value];
    if (state) stateNode(state).children.push(node(value, value, countOf(facets?.city, value)));
    else loose.push(node(value, value, countOf(facets?.city, value)));
  }
  for (const { value } of facets?.locality ?? []) {
    if (placed.has(value.toLowerCase())) continue;
    const state = [...states.keys()].find((name) => value.startsWith(`${name}-`));
    if (state) stateNode(state).children.push(node(value.slice(state.length + 1), value, countOf(facets?.locality, value)));
  }
  // A selected value the data does not have (yet): shown so it can be unticked.
  const all = [...states.values()].flatMap((s) => [s, ...s.children, ...s.children.flatMap((c) => c.children)]).concat(loose);
  for (const value of selected) {
    if (!all.some((o) => o.value.toLowerCase() === value.toLowerCase())) loose.push(node(value, value, countOf(facets?.city, value)));
  }
  const byName = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);
  const sorted = (nodes: LocationOption[]): LocationOption[] => nodes.sort(byName).map((n) => ({ ...n, children: sorted(n.children) }));
  return [...sorted([...states.values()]), ...sorted(loose)];
}

/** The tree cut to the places whose name contains the term (with their ancestors); blank keeps all. */
export function searchLocationOptions(options: readonly LocationOption[], term: string): LocationOption[] {
  const wanted = term.trim().toLowerCase();
  if (wanted === '') return [...options];
  return options.flatMap((option) => {
    if (option.label.toLowerCase().includes(wanted)) return [option];
    const children = searchLocationOptions(option.children, wanted);
    return children.length > 0 ? [{ ...option, children }] : [];
  });
}

/** How a location filter value reads: 'Kothrud, Maharashtra' for 'Maharashtra-Kothrud'. */
export function locationLabel(value: string): string {
  for (const state of LISTING_PLACES) {
    if (!value.toLowerCase().startsWith(`${state.name.toLowerCase()}-`)) continue;
    const locality = value.slice(state.name.length + 1);
    const known = state.cities.flatMap((c) => c.localities).find((l) => l.toLowerCase() === locality.toLowerCase());
    return `${known ?? locality}, ${state.name}`;
  }
  return value;
}

export const OWNER_TYPE_LABELS: Readonly<Record<OwnerType, string>> = { all: 'All', dealer: 'Dealer', owner: 'Owner' };

/** All, Dealer and Owner, the last two with their counts once the facets are here ('All' is never counted). */
export function ownerTypeOptions(facets: ListingFacets | undefined): FilterOption[] {
  return OWNER_TYPES.map((value) => ({
    label: OWNER_TYPE_LABELS[value],
    value,
    count: value === 'all' || !facets ? undefined : (countOf(facets.ownerType, value) ?? 0),
  }));
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
