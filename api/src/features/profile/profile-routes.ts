// Profile read (spec §7 get-userProfile) and save (all fields but userType and mobileNumber).
import { getUserProfileEndpoint, updateProfileEndpoint } from '@carmarket/shared/api-contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireUserFirst, signedInUser } from '../../lib/auth';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { toUser } from '../auth/user-view';

/**
 * Before the contract reads the body: userType and mobileNumber cannot be changed (a 400 when they
 * differ), and what a stored user echoes back unchanged (them, id, createdAt) is dropped.
 */
async function dropFixedFields(request: FastifyRequest): Promise<void> {
  const me = signedInUser(request);
  const body: unknown = request.body;
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  const changes =
    ('userType' in fields && fields.userType !== me.userType) || ('mobileNumber' in fields && fields.mobileNumber !== me.mobileNumber);
  if (changes) throw badRequest('userType and mobileNumber cannot be changed');
  for (const key of ['userType', 'mobileNumber', 'id', 'createdAt']) delete fields[key];
}

export function registerProfileRoutes(app: ContractApp, ctx: AppContext): void {
  const schema = contractSchema(getUserProfileEndpoint);
  app.post(getUserProfileEndpoint.path, { schema, preValidation: requireUserFirst(ctx) }, async (request) => {
    const me = signedInUser(request);
    const { userId } = request.body;
    if (userId !== me.id) {
      const exists = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!exists) throw notFound('User not found');
      throw forbidden();
    }
    return { data: toUser(me) };
  });

  const update = { schema: contractSchema(updateProfileEndpoint), preValidation: [requireUserFirst(ctx), dropFixedFields] };
  app.put(updateProfileEndpoint.path, update, async (request) => {
    const me = signedInUser(request);
    const input = request.body;
    const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);
    const changes = {
      ...(input.fullName !== undefined ? { fullName: input.fullName } : {}),
      ...Object.fromEntries(
        (['email', 'address', 'landmark', 'city', 'pin', 'image', 'avatar'] as const)
          .filter((k) => input[k] !== undefined)
          .map((k) => [k, blankToNull(input[k])]),
      ),
      updatedAt: ctx.clock(),
    };
    const updated = await ctx.db.updateTable('users').set(changes).where('id', '=', me.id).returningAll().executeTakeFirstOrThrow();
    return { data: toUser(updated) };
  });
}
