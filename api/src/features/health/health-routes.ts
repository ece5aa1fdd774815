// Probes for load balancers and orchestrators (issue 13): /health = the process is alive (no
// database call, so a database outage does not get healthy instances restarted); /ready = the
// database answers and has every migration of this build (503 otherwise, and while shutting down,
// when Fastify answers 503 by itself). /api/v1/health stays for the scripts and e2e that use it.
// None of them counts against the rate limit: a load balancer polls them from one address.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { migrationsDone } from '../../db/migrate';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const unlimited = { config: { rateLimit: false as const } };

  app.get('/health', unlimited, async () => ({ status: 'ok' }));

  app.get('/ready', unlimited, async (request, reply) => {
    try {
      if (!(await migrationsDone(ctx.db))) {
        return reply.status(503).send({ status: 'unavailable', reason: 'migrations pending' });
      }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', reason: 'database unreachable' });
    }
    return { status: 'ready', database: ctx.dbKind };
  });

  app.get('/api/v1/health', async () => {
    await sql`select 1`.execute(ctx.db);
    return { status: 'ok', database: ctx.dbKind };
  });
}
