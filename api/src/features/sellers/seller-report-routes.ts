// POST /api/v1/sellers/:userId/report: Report User on the seller page. Stored for the team to review.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { parseInput } from '../../lib/validation';

export const REPORT_REASON_MAX_LENGTH = 500;
const REASON_MESSAGE = `Please tell us why you are reporting this profile (1-${REPORT_REASON_MAX_LENGTH} characters)`;

const paramsSchema = z.object({ userId: z.string().min(1).max(100) });
const bodySchema = z.object({
  reason: z.string({ error: REASON_MESSAGE }).trim().min(1, REASON_MESSAGE).max(REPORT_REASON_MAX_LENGTH, REASON_MESSAGE),
});

export function registerSellerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/sellers/:userId/report', async (request, reply) => {
    const reporter = await requireUser(ctx, request);
    const { userId } = parseInput(paramsSchema, request.params);
    const { reason } = parseInput(bodySchema, request.body);
    const seller = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
    if (!seller) throw notFound('Seller not found');
    if (seller.id === reporter.id) throw badRequest('You cannot report your own profile');
    await ctx.db
      .transaction()
      .execute((trx) =>
        trx
          .insertInto('sellerReports')
          .values({ id: newId(), reporterId: reporter.id, sellerId: seller.id, reason, createdAt: ctx.clock() })
          .execute(),
      );
    reply.status(201);
    return { message: 'Thanks. Our team will review this profile.' };
  });
}
