// Test data for the filters: listing facets with every facet empty unless a test gives its counts,
// and the filter sections of spec §3 in the order the panels show them.
import type { FacetCount, ListingFacets } from '@carmarket/shared';

export function makeFacets(given: Partial<ListingFacets> = {}): ListingFacets {
  return {
    ownerType: [],
    brand: [],
    model: [],
    fuel: [],
    transmission: [],
    bodyType: [],
    ownership: [],
    seats: [],
    state: [],
    city: [],
    locality: [],
    ...given,
  };
}

/** Facet counts from [value, count] pairs: counts(['Tata', 4], ['Kia', 2]). */
export function counts(...pairs: Array<[value: string, count: number]>): FacetCount[] {
  return pairs.map(([value, count]) => ({ value, count }));
}

/** Spec §3's filter sections, desktop and mobile (the mobile panel adds Km Driven after them). */
export const SPEC_FILTER_SECTIONS = [
  'Owner Type',
  'Price Range',
  'Year Range',
  'Brands',
  'Location',
  'Body Type',
  'Fuel Type',
  'Transmission',
  'Ownership',
  'Seats',
] as const;
