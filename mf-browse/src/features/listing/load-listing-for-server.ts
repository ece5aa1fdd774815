// /buy-car on the shell's server: the page of the URL's filters, fetched under the key useCarListing
// reads. Its own module: the URL parser is the listing-query singleton (zod), which the carousels
// on / (they share get-car-listing.ts) must not load.
import type { ServerDataLoader } from '@carmarket/shared';
import { listingQueryFromSearchParams } from '@carmarket/shared/listing-query';
import { carListingQuery } from '../cars/api/get-car-listing';

export const loadListingForServer: ServerDataLoader = async ({ queryClient, url }) => {
  await queryClient.prefetchQuery(carListingQuery(listingQueryFromSearchParams(url.searchParams)));
};
