import { listingQueryToSearchParams } from '@carmarket/shared';

/** /buy-car filtered to one city (the listing's location filter matches a city or a state). */
export function buyCarHrefForCity(city: string): string {
  return `/buy-car?${listingQueryToSearchParams({ location: [city] }).toString()}`;
}
