// Development helpers; never registered when NODE_ENV=production.
import { getDevOutboxEndpoint, getLastOtpEndpoint, runHousekeepingEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { readDevOutbox } from '../notifications/dev-notification-sender';

/** `runHousekeeping`: this process's scheduled background round, when it has one (lib/housekeeping.ts). */
export function registerDevRoutes(app: ContractApp, ctx: AppContext, runHousekeeping?: () => Promise<boolean>): void {
  app.get(getLastOtpEndpoint.path, { schema: contractSchema(getLastOtpEndpoint) }, async (request) => {
    const { mobileNumber } = request.query;
    const sent = await ctx.sms.lastOtp(mobileNumber);
    if (!sent) throw notFound('No OTP sent to this number');
    return sent;
  });

  // What the dev notification sender "sent" to a mobile number or e-mail address (alert messages).
  app.get(getDevOutboxEndpoint.path, { schema: contractSchema(getDevOutboxEndpoint) }, async (request) => ({
    messages: await readDevOutbox(ctx.db, request.query.to),
  }));

  app.post(runHousekeepingEndpoint.path, { schema: contractSchema(runHousekeepingEndpoint) }, async () => {
    if (!runHousekeeping) throw notFound('Housekeeping is not scheduled in this process');
    return { ran: await runHousekeeping() };
  });
}
