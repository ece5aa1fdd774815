// Counts for the home tiles (body types, brands, cities), over unsold cars.
import type { FacetCount, HomeStats } from '@carmarket/shared/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export function registerStatsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/stats/home', async (): Promise<HomeStats> => {
    const cached = ctx.cache.get<HomeStats>('stats/home');
    if (cached) return cached;
    const countBy = async (column: 'bodyType' | 'brand' | 'city'): Promise<FacetCount[]> => {
      const rows = await ctx.db
        .selectFrom('cars')
        .select([`${column} as value`, sql<number>`count(*)::int`.as('count')])
        .where('isSold', '=', false)
        .groupBy(column)
        .orderBy('count', 'desc')
        .orderBy(column)
        .execute();
      return rows.map((r) => ({ value: String(r.value), count: Number(r.count) }));
    };
    const total = await ctx.db
      .selectFrom('cars')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('isSold', '=', false)
      .executeTakeFirstOrThrow();
    const stats = {
      totalCars: Number(total.n),
      bodyTypes: await countBy('bodyType'),
      brands: await countBy('brand'),
      cities: await countBy('city'),
    };
    ctx.cache.set('stats/home', stats);
    return stats;
  });
}
