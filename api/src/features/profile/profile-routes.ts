// Profile read (spec §7 get-userProfile) and save (all fields but userType and mobileNumber).
import { EMAIL_PATTERN, MESSAGES } from '@carmarket/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { requireUser } from '../../lib/auth';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';
import { toUser } from '../auth/user-view';

const getProfileBody = z.object({
  userId: z.string({ error: 'User ID not found' }).trim().min(1, 'User ID not found').max(100),
});

const optional = (max: number) => z.string().trim().max(max).nullable().optional();

const profileUpdateSchema = z
  .object({
    fullName: z.string().trim().min(2, MESSAGES.invalidFullName).max(100, MESSAGES.invalidFullName).optional(),
    email: z
      .string()
      .trim()
      .max(254, MESSAGES.invalidEmail)
      .refine((v) => v === '' || EMAIL_PATTERN.test(v), MESSAGES.invalidEmail)
      .nullable()
      .optional(),
    address: optional(300),
    landmark: optional(200),
    city: optional(100),
    pin: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{6}$/.test(v), 'Please enter a valid 6-digit Pin Code')
      .nullable()
      .optional(),
    image: optional(500),
    avatar: optional(500),
  })
  .strict();

export function registerProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v1/profile/get-userProfile', async (request) => {
    const me = await requireUser(ctx, request);
    const { userId } = parseInput(getProfileBody, request.body);
    if (userId !== me.id) {
      const exists = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!exists) throw notFound('User not found');
      throw forbidden();
    }
    return { data: toUser(me) };
  });

  app.put('/api/v1/profile', async (request) => {
    const me = await requireUser(ctx, request);
    const body = request.body;
    if (body && typeof body === 'object' && ('userType' in body || 'mobileNumber' in body)) {
      const b = body as Record<string, unknown>;
      const changes = ('userType' in b && b.userType !== me.userType) || ('mobileNumber' in b && b.mobileNumber !== me.mobileNumber);
      if (changes) throw badRequest('userType and mobileNumber cannot be changed');
      delete b.userType;
      delete b.mobileNumber;
      // id/createdAt echoed back from a stored user are ignored too.
    }
    if (body && typeof body === 'object') {
      for (const key of ['id', 'createdAt']) delete (body as Record<string, unknown>)[key];
    }
    const input = parseInput(profileUpdateSchema, body);
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
