// Crawlable landing URLs for the listing (issue 15 pt 4): one per city, brand and body type the
// product names, each a listing with one filter pre-applied.
//   /used-cars-in-pune -> location Pune, /used-hyundai-cars -> brand Hyundai, /used-suv-cars -> body type SUV
// Today's query URLs (/buy-car?brand=Hyundai) keep working; they name the landing URL as canonical.
import { LISTED_BRAND_NAMES } from '../domain/brand-names';
import { CITY_STATE, HEADER_CITIES } from '../domain/locations';
import { WIZARD_BODY_TYPES } from '../domain/options';
import type { ListingQuery } from '../listing/listing-query';
import { slugify } from './slug';

export type LandingKind = 'city' | 'brand' | 'bodyType';

export interface LandingPage {
  kind: LandingKind;
  /** The path's one segment, e.g. 'used-cars-in-pune'. */
  slug: string;
  /** '/used-cars-in-pune'. */
  path: string;
  /** The stored filter value: 'Pune', 'Hyundai', 'SUV'. */
  value: string;
  /** The listing filter the page pre-applies. */
  filters: Pick<Partial<ListingQuery>, 'location' | 'brand' | 'bodyType'>;
}

function cityPage(city: string): LandingPage {
  const slug = `used-cars-in-${slugify(city)}`;
  return { kind: 'city', slug, path: `/${slug}`, value: city, filters: { location: [city] } };
}

function brandPage(brand: string): LandingPage {
  const slug = `used-${slugify(brand)}-cars`;
  return { kind: 'brand', slug, path: `/${slug}`, value: brand, filters: { brand: [brand] } };
}

function bodyTypePage(bodyType: string): LandingPage {
  const slug = `used-${slugify(bodyType)}-cars`;
  return { kind: 'bodyType', slug, path: `/${slug}`, value: bodyType, filters: { bodyType: [bodyType] } };
}

/** Every landing page: each city the product lists cars in, each listed brand, each body type. */
export const LANDING_PAGES: readonly LandingPage[] = [
  ...Object.keys(CITY_STATE).map(cityPage),
  ...LISTED_BRAND_NAMES.map(brandPage),
  ...WIZARD_BODY_TYPES.map(bodyTypePage),
];

const BY_SLUG = new Map(LANDING_PAGES.map((page) => [page.slug, page]));

/** The landing page of one path segment ('used-cars-in-pune'), or null for any other. */
export function landingPageOfSlug(slug: string | undefined): LandingPage | null {
  return (slug && BY_SLUG.get(slug.toLowerCase())) || null;
}

/** The landing page of a city, brand or body type value, or null when it has none. */
export function landingPageOf(kind: LandingKind, value: string): LandingPage | null {
  return LANDING_PAGES.find((page) => page.kind === kind && page.value.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

/** The landing page a listing query is exactly (one city, brand or body type and nothing else), or null. */
export function landingPageOfQuery(query: ListingQuery): LandingPage | null {
  const lists = { location: query.location, brand: query.brand, bodyType: query.bodyType } as const;
  const others =
    query.ownerType !== 'all' ||
    query.model.length + query.fuel.length + query.transmission.length + query.ownership.length + query.seats.length > 0 ||
    [query.priceMin, query.priceMax, query.yearMin, query.yearMax, query.kmMax].some((v) => v !== undefined) ||
    query.search.trim() !== '';
  const set = Object.entries(lists).filter(([, values]) => values.length > 0);
  if (others || set.length !== 1) return null;
  const [key, values] = set[0] as [keyof typeof lists, readonly string[]];
  if (values.length !== 1) return null;
  const kind: LandingKind = key === 'location' ? 'city' : key;
  return landingPageOf(kind, values[0] ?? '');
}

/** The links that let crawlers find the landing pages: the footer's cities, every brand, every body type. */
export const POPULAR_SEARCHES: { title: string; pages: readonly LandingPage[] }[] = [
  { title: 'Used cars by city', pages: HEADER_CITIES.map(cityPage) },
  { title: 'Used cars by brand', pages: LISTED_BRAND_NAMES.map(brandPage) },
  { title: 'Used cars by body type', pages: WIZARD_BODY_TYPES.map(bodyTypePage) },
];

/** The link text of a landing page: 'Used Cars in Pune', 'Used Hyundai Cars', 'Used SUV Cars'. */
export function landingLinkText(page: LandingPage): string {
  return page.kind === 'city' ? `Used Cars in ${page.value}` : `Used ${page.value} Cars`;
}
