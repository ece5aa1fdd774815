// Development helpers; never registered when NODE_ENV=production.
import { MESSAGES } from '@carmarket/shared/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/v4';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { parseInput } from '../../lib/validation';

export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/v1/dev/last-otp', async (request) => {
    const { mobileNumber } = parseInput(
      z.object({
        mobileNumber: z
          .string({ error: (issue) => (issue.input === undefined ? MESSAGES.invalidMobile : undefined) })
          .trim()
          .regex(/^\d{10}$/, MESSAGES.invalidMobile),
      }),
      request.query,
    );
    const sent = ctx.sms.lastOtp(mobileNumber);
    if (!sent) throw notFound('No OTP sent to this number');
    return sent;
  });
}
