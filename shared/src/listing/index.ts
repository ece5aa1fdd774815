// '@carmarket/shared/listing-query': the listing query's zod schema and the URL parsers, for the
// pages that read a listing URL (mf-browse's Buy Car page). A federated singleton of its own
// (tooling/webpack-config), not part of '@carmarket/shared', so zod stays out of every page that
// only links to the listing and out of the Buy Car page's first chunk.
export { listingQuerySchema, makeListingQuery, type ListingQuery, type ListingQueryInput } from './listing-query';
export { listingQueryFromSearchParams, parseListingSearchParams, type StrictParseResult } from './search-params';
