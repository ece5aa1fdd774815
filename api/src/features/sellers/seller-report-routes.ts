// POST /api/v1/sellers/:userId/report: Report User on the seller page. Stored for the team to review.
import { reportSellerEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export { REPORT_REASON_MAX_LENGTH } from '@carmarket/shared/api-contracts';

export function registerSellerReportRoutes(app: ContractApp, ctx: AppContext): void {
  const schema = contractSchema(reportSellerEndpoint, [201]);
  app.post(reportSellerEndpoint.path, { schema, preValidation: requireUserFirst(ctx) }, async (request, reply) => {
    const reporter = signedInUser(request);
    const { userId } = request.params;
    const { reason } = request.body;
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
