import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/locations', async () => {
    const rows = await ctx.db.selectFrom('locations').select('name').orderBy('position').execute();
    return { locations: rows.map((r) => r.name) };
  });
}
