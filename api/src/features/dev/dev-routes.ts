// Development helpers; never registered when NODE_ENV=production.
import { getLastOtpEndpoint, runHousekeepingEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

/** `runHousekeeping`: this process's scheduled background round, when it has one (lib/housekeeping.ts). */
export function registerDevRoutes(app: ContractApp, ctx: AppContext, runHousekeeping?: () => Promise<boolean>): void {
  app.get(getLastOtpEndpoint.path, { schema: contractSchema(getLastOtpEndpoint) }, async (request) => {
    const { mobileNumber } = request.query;
    const sent = await ctx.sms.lastOtp(mobileNumber);
    if (!sent) throw notFound('No OTP sent to this number');
    return sent;
  });

  app.post(runHousekeepingEndpoint.path, { schema: contractSchema(runHousekeepingEndpoint) }, async () => {
    if (!runHousekeeping) throw notFound('Housekeeping is not scheduled in this process');
    return { ran: await runHousekeeping() };
  });
}
