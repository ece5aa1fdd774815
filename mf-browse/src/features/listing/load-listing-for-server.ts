// /buy-car and its landing URLs (/used-cars-in-pune) on the shell's server: the page of the URL's
// filters, fetched under the key useCarListing reads (a landing URL's filter from its path, as
// useListingQuery reads it). Its own module: the URL parser is the listing-query singleton (zod),
// which the carousels on / (they share get-car-listing.ts) must not load.
import { landingPageOfSlug, type ServerDataLoader } from '@carmarket/shared';
import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';
import { carListingQuery } from '../cars/api/get-car-listing';

export const loadListingForServer: ServerDataLoader = async ({ queryClient, url }) => {
  const query = listingQueryFromSearchParams(url.searchParams);
  const landing = landingPageOfSlug(url.pathname.replace(/^\//, ''));
  await queryClient.prefetchQuery(carListingQuery(landing ? { ...query, ...landing.filters } : query));
};
