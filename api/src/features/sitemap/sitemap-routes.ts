// GET /api/v1/sitemap/cars?page=N: one sitemap file's worth of public (unsold) cars, oldest
// first, as ids and last-modified times, plus the total so a server can write the sitemap index.
// Oldest first keeps earlier files stable while new cars are listed. The order walks the
// existing cars_public_created index (created_at desc, id) backwards: no sort, no table scan
// for the count beyond that partial index.
import { getSitemapCarsEndpoint } from '@carmarket/shared/api-contracts';
import type { SitemapCarsPage } from '@carmarket/shared/seo';
import type { AppContext } from '../../context';
import { cacheKey } from '../../lib/response-cache';
import type { ContractApp } from '../../lib/zod-contracts';

function isoTime(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function registerSitemapRoutes(app: ContractApp, ctx: AppContext): void {
  // The query is checked by the contract; the answer is built typed and cached serialized.
  app.get(getSitemapCarsEndpoint.path, { schema: { querystring: getSitemapCarsEndpoint.query } }, async (request, reply) => {
    const { page, pageSize } = request.query;
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
