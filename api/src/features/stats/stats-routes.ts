// Counts for the home tiles (body types, brands, cities), over unsold cars.
import { getHomeStatsEndpoint } from '@carmarket/shared/api-contracts';
import type { FacetCount, HomeStats } from '@carmarket/shared/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { cacheKey } from '../../lib/response-cache';
import type { ContractApp } from '../../lib/zod-contracts';

/** Most groups per count list (the home page shows a dozen tiles of each). */
export const STATS_GROUPS_MAX = 200;

export function registerStatsRoutes(app: ContractApp, ctx: AppContext): void {
  // The answer is built typed by its contract (HomeStats) and cached serialized, so it is sent as a
  // string and not checked again (like the listing and getAll).
  app.get(getHomeStatsEndpoint.path, async (_request, reply) => {
    const key = cacheKey(ctx.publicUrl, '/api/v1/stats/home');
    const body = await ctx.cache.getOrCompute(key, async () => {
      const countBy = async (column: 'bodyType' | 'brand' | 'city'): Promise<FacetCount[]> => {
        const rows = await ctx.db
          .selectFrom('cars')
          .select([`${column} as value`, sql<number>`count(*)::int`.as('count')])
          .where('isSold', '=', false)
          .groupBy(column)
          .orderBy('count', 'desc')
          .orderBy(column)
          // Brands and cities are free text on the sell form: only the most common are tiles.
          .limit(STATS_GROUPS_MAX)
          .execute();
        return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
      };
      const total = await ctx.db
        .selectFrom('cars')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('isSold', '=', false)
        .executeTakeFirstOrThrow();
      const stats: HomeStats = {
        totalCars: Number(total.n),
        bodyTypes: await countBy('bodyType'),
        brands: await countBy('brand'),
        cities: await countBy('city'),
      };
      return JSON.stringify(stats);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
