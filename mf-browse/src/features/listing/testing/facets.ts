// Test data for the filters: listing facets (shared's makeFacets and counts), and the filter sections of spec §3 in the order the panels show them.
export { counts, makeFacets } from '@carmarket/shared/listing-testing';

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
