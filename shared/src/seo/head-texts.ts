// The words a search engine shows for a listing: title, description and canonical path, derived
// from the spec's texts. Pure functions, so the browser and a server render the same head.
import type { ListingQuery } from '../listing/listing-query';
import { listingQueryToSearchParams } from '../listing/search-params';
import type { HeadTexts } from './car-head';
import { landingPageOfQuery, type LandingPage } from './landing-pages';

export type { HeadTexts };

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
