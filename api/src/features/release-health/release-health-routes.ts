// GET /api/v1/telemetry/decisions: the rollbacks and promotions release health carried out in an
// environment, newest first, with the figures of both releases. Public like the roll-ups (figures
// only, no session); registered whether or not this instance runs the job.
import { getReleaseDecisionsEndpoint } from '@carmarket/shared/api-contracts';
import type { AppContext } from '../../context';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { readReleaseDecisions } from './release-decisions';

export function registerReleaseHealthRoutes(app: ContractApp, ctx: AppContext): void {
  app.get(getReleaseDecisionsEndpoint.path, { schema: contractSchema(getReleaseDecisionsEndpoint) }, async (request) => {
    const { environment, limit } = request.query;
    return { decisions: await readReleaseDecisions(ctx.db, environment, limit) };
  });
}
