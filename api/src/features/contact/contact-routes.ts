// POST /api/contact (spec §7): all six fields required.
import { EMAIL_PATTERN, MESSAGES } from '@carmarket/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { parseInput } from '../../lib/validation';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const contactSchema = z.object({
  firstName: required('First name', 100),
  lastName: required('Last name', 100),
  phone: required('Phone', 20).refine((v) => /^\+?[\d\s-]{7,20}$/.test(v), 'Please enter a valid phone number'),
  email: required('Email', 254).refine((v) => EMAIL_PATTERN.test(v), MESSAGES.invalidEmail),
  subject: required('Subject', 200),
  message: required('Message', 5000),
});

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/contact', async (request, reply) => {
    const input = parseInput(contactSchema, request.body);
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
