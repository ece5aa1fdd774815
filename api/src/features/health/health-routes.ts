import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/health', async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.dbKind };
  });
}
