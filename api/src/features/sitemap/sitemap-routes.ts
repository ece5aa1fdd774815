// GET /api/v1/sitemap/cars?page=N: one sitemap file's worth of public (unsold) cars, oldest
// first, as ids and last-modified times, plus the total so a server can write the sitemap index.
// Oldest first keeps earlier files stable while new cars are listed. The order walks the
// existing cars_public_created index (created_at desc, id) backwards: no sort, no table scan
// for the count beyond that partial index.
import { SITEMAP_CARS_PER_FILE, type SitemapCarsPage } from '@carmarket/shared/seo';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { cacheKey } from '../../lib/response-cache';
import { parseInput, wholeNumberInput } from '../../lib/validation';

/** Far past 100,000 cars at 10,000 a file; it only keeps offsets sane. */
const SITEMAP_PAGE_MAX = 10_000;

const sitemapQuery = z.object({
  page: z
    .pipe(
      wholeNumberInput('page', SITEMAP_PAGE_MAX),
      z.number().refine((n) => n >= 1, 'page must be at least 1'),
    )
    .default(1),
  /** 0 answers only the total (the sitemap index needs no ids). */
  pageSize: z.pipe(wholeNumberInput('pageSize', SITEMAP_CARS_PER_FILE), z.number()).default(SITEMAP_CARS_PER_FILE),
});

function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function registerSitemapRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/sitemap/cars', async (request, reply) => {
    const { page, pageSize } = parseInput(sitemapQuery, request.query ?? {});
    const key = cacheKey(ctx.publicUrl, '/api/v1/sitemap/cars', new URLSearchParams({ page: String(page), pageSize: String(pageSize) }));
    const body = await ctx.cache.getOrCompute(key, async () => {
      const { total } = await ctx.db
        .selectFrom('cars')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('isSold', '=', false)
        .executeTakeFirstOrThrow();
      const rows =
        pageSize === 0
          ? []
          : await ctx.db
              .selectFrom('cars')
              .select(['id', 'updatedAt'])
              .where('isSold', '=', false)
              .orderBy('createdAt', 'asc')
              .orderBy('id', 'desc')
              .limit(pageSize)
              .offset((page - 1) * pageSize)
              .execute();
      const count = Number(total);
      const result: SitemapCarsPage = {
        cars: rows.map((row) => ({ id: row.id, updatedAt: isoTime(row.updatedAt) })),
        total: count,
        page,
        pageSize,
        pageCount: pageSize === 0 ? 0 : Math.ceil(count / pageSize),
      };
      return JSON.stringify(result);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
