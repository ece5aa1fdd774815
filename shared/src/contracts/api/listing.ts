// GET /api/v1/cars: one page of the filtered, sorted listing with facets and slider bounds. The
// query is the shared listing query (listingQueryToSearchParams / parseListingSearchParams in
// @carmarket/shared/domain); the API reads it from the raw query string, so the order, defaults
// and junk parameters do not split its cache. The page is cached serialized (not re-checked on a hit).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { carSchema } from './cars';
import { defineEndpoint } from './endpoint';
import { facetCountSchema } from './site';

/** A model's count with its brand (two brands may share a model name). */
export const modelFacetCountSchema = z.object({ value: z.string(), count: z.number(), brand: z.string() });
export type ModelFacetCount = z.infer<typeof modelFacetCountSchema>;

export const listingFacetsSchema = z.object({
  ownerType: z.array(facetCountSchema),
  brand: z.array(facetCountSchema),
  /** One entry per brand and model. */
  model: z.array(modelFacetCountSchema),
  fuel: z.array(facetCountSchema),
  transmission: z.array(facetCountSchema),
  bodyType: z.array(facetCountSchema),
  ownership: z.array(facetCountSchema),
  /** Seats choices ('2' ... '7', '8+'; other counts as they are); cars with no seat count are left out. */
  seats: z.array(facetCountSchema),
  state: z.array(facetCountSchema),
  city: z.array(facetCountSchema),
  /** 'State-Locality' values, as the location filter takes them. */
  locality: z.array(facetCountSchema),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const priceAndYearBoundsSchema = z.object({ priceMin: z.number(), priceMax: z.number(), yearMin: z.number(), yearMax: z.number() });
export type PriceAndYearBounds = z.infer<typeof priceAndYearBoundsSchema>;

export const carListingPageSchema = z.object({
  cars: z.array(carSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  facets: listingFacetsSchema,
  /** Bounds over every public car (not only the filtered ones), for the sliders. */
  bounds: priceAndYearBoundsSchema,
});
export type CarListingPage = z.infer<typeof carListingPageSchema>;

export const getCarListingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/cars',
  /** listingQueryToSearchParams(query): the API parses the raw string with parseListingSearchParams. */
  query: z.custom<URLSearchParams>((value) => value instanceof URLSearchParams),
  response: carListingPageSchema,
});
