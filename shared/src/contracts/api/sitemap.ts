// Contract of GET /api/v1/sitemap/cars: one sitemap file's worth of public cars (ids and
// last-modified times) and the total, for the shell's sitemap files (@carmarket/shared/seo).
import '../../validation/zod-jitless';
import * as z from 'zod/v4/mini';
import { SITEMAP_CARS_PER_FILE } from '../../seo/sitemap';
import { defineEndpoint } from './endpoint';
import { wholeNumberInput } from './number-input';

/** Far past 100,000 cars at 10,000 a file; it only keeps offsets sane. */
export const SITEMAP_PAGE_MAX = 10_000;

export const sitemapCarsQuerySchema = z.object({
  page: z._default(z.pipe(wholeNumberInput('page', SITEMAP_PAGE_MAX), z.number().check(z.minimum(1, 'page must be at least 1'))), 1),
  /** 0 answers only the total (the sitemap index needs no ids). */
  pageSize: z._default(wholeNumberInput('pageSize', SITEMAP_CARS_PER_FILE), SITEMAP_CARS_PER_FILE),
});

export const sitemapCarsPageSchema = z.object({
  cars: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
});

/** A cached, serialized answer (not re-checked on a cache hit), like the listing's. */
export const getSitemapCarsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/sitemap/cars',
  query: sitemapCarsQuerySchema,
  response: sitemapCarsPageSchema,
});
