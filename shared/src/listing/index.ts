// '@carmarket/shared/listing-query': the listing query's zod schema and the URL parsers, for the
// pages that read a listing URL (mf-browse's Buy Car page). Not part of the federated
// '@carmarket/shared' singleton, so zod stays out of every page that only links to the listing;
// it holds no state, so each app that imports it may bundle its own copy.
export { listingQuerySchema, makeListingQuery, type ListingQuery, type ListingQueryInput } from './listing-query';
export { listingQueryFromSearchParams, parseListingSearchParams, type StrictParseResult } from './search-params';
