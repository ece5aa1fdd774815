// POST /api/contact (spec §7): all six fields required.
import { submitContactEndpoint } from '@carmarket/shared/api-contracts';
import { MESSAGES } from '@carmarket/shared/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export function registerContactRoutes(app: ContractApp, ctx: AppContext): void {
  app.post(submitContactEndpoint.path, { schema: contractSchema(submitContactEndpoint, [201]) }, async (request, reply) => {
    const input = request.body;
    await ctx.db.transaction().execute((trx) =>
      trx
        .insertInto('contactMessages')
        .values({ id: newId(), ...input, createdAt: ctx.clock() })
        .execute(),
    );
    reply.status(201);
    return { message: MESSAGES.contactSent };
  });
}
