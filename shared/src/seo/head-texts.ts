// The words a search engine shows for each page: title, description and canonical path, derived
// from the spec's texts. Pure functions, so the browser and a server render the same head.
import type { ListingQuery } from '../listing/listing-query';
import { listingQueryToSearchParams } from '../listing/search-params';
import { landingPageOfQuery, type LandingPage } from './landing-pages';

export interface HeadTexts {
  title: string;
  description: string;
  /** The canonical path (absolute URLs are made with the site's public origin). */
  path: string;
}

/** What the head of a car page needs to know about the car. */
export interface SeoCar {
  id: string;
  name: string;
  brand: string;
  model: string;
  variant: string;
  year: number | null;
  price: number;
  kmDriven: number | null;
  fuelType: string;
  transmission: string;
  bodyType: string;
  ownership: string;
  city: string;
  state: string;
  isSold: boolean;
  sellerName: string | null;
  sellerType: string;
  /** Absolute image URLs, the first one is the car's picture. */
  images: readonly string[];
}

/** The car page's path: /buy-car/{id}. */
export function carPath(id: string): string {
  return `/buy-car/${encodeURIComponent(id)}`;
}

/** A price as search results show it: '₹5.50 Lakh', '₹1.25 Crore'. */
export function priceForTitle(rupees: number): string {
  return rupees >= 10_000_000 ? `₹${(rupees / 10_000_000).toFixed(2)} Crore` : `₹${(rupees / 100_000).toFixed(2)} Lakh`;
}

/** '2021 Hyundai Creta SX': year, brand, model and variant, or the car's own name when they are missing. */
export function carHeadline(car: Pick<SeoCar, 'name' | 'year' | 'brand' | 'model' | 'variant'>): string {
  const parts = [car.brand, car.model, car.variant].filter(Boolean);
  const name = parts.length > 0 ? parts.join(' ') : car.name;
  return car.year ? `${car.year} ${name}` : name;
}

/** '2021 Hyundai Creta SX for sale in Pune at ₹9.50 Lakh'. */
export function carHeadTexts(car: SeoCar): HeadTexts {
  const place = car.city ? ` in ${car.city}` : '';
  const title = `${carHeadline(car)} for sale${place} at ${priceForTitle(car.price)}`;
  const facts = [
    car.kmDriven !== null ? `${car.kmDriven.toLocaleString('en-IN')} km` : '',
    car.fuelType,
    car.transmission,
    car.ownership ? `${car.ownership} owner` : '',
  ].filter(Boolean);
  const description =
    `Buy this used ${carHeadline(car)}${place}${facts.length ? `: ${facts.join(', ')}` : ''}. ` +
    `Price ${priceForTitle(car.price)}. Contact the ${car.sellerType === 'Dealer' ? 'dealer' : 'owner'} on CarMarket.`;
  return { title, description, path: carPath(car.id) };
}

/** Keys that only order or page the same cars: a canonical URL leaves them out. */
const NOISE_KEYS = ['sort', 'page', 'pageSize'] as const;

/**
 * The listing's canonical path: its landing URL when the query is exactly one city, brand or body
 * type; otherwise /buy-car with the filters but without sort, page and page size.
 */
export function listingCanonicalPath(query: ListingQuery): string {
  const landing = landingPageOfQuery(query);
  if (landing) return landing.path;
  const params = listingQueryToSearchParams(query);
  for (const key of NOISE_KEYS) params.delete(key);
  const search = params.toString();
  return search ? `/buy-car?${search}` : '/buy-car';
}

function placeOf(query: ListingQuery): string {
  return query.location.length > 0 ? query.location.join(', ') : 'India';
}

/** 'Second Hand Cars in Pune', 'Second Hand Hyundai Cars in India', 'Second Hand SUV Cars in India'. */
export function listingHeadTexts(query: ListingQuery, landing: LandingPage | null = landingPageOfQuery(query)): HeadTexts {
  const kind = [...query.brand, ...query.bodyType].join(', ');
  const title = `Second Hand ${kind ? `${kind} ` : ''}Cars in ${placeOf(query)}`;
  const what = kind ? `used ${kind} cars` : 'used cars';
  const description =
    `Buy ${what} in ${placeOf(query)} from owners and trusted dealers: filter by price, year, fuel and body type, ` +
    `compare prices in Lakhs and contact sellers on CarMarket.`;
  return { title, description, path: landing?.path ?? listingCanonicalPath(query) };
}
