// Development helpers; never registered when NODE_ENV=production.
import { getLastOtpEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/http-error';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';

export function registerDevRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getLastOtpEndpoint.path, { schema: contractSchema(getLastOtpEndpoint) }, async (request) => {
    const { mobileNumber } = request.query;
    const sent = await ctx.sms.lastOtp(mobileNumber);
    if (!sent) throw notFound('No OTP sent to this number');
    return sent;
  });
}
