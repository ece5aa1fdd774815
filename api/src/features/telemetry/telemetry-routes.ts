// Release health telemetry (issue 27): POST /api/v1/telemetry stores the batches browsers send with
// navigator.sendBeacon and the shell's server sends of its renders; GET /api/v1/telemetry/rollups
// answers the per-minute roll-ups (figures only, public). No session either way.
import {
  getTelemetryRollupsEndpoint,
  recordTelemetryEndpoint,
  TELEMETRY_MAX_BODY_BYTES,
  TELEMETRY_ROLLUPS_PAGE_MAX,
} from '@carmarket/shared/api-contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { contractSchema, type ContractApp } from '../../lib/zod-contracts';
import { recordTelemetryBatch } from './telemetry-events';
import { readTelemetryRollups } from './telemetry-rollups';
import type { TelemetrySettings } from './telemetry-settings';

const HOUR_MS = 3_600_000;

export function registerTelemetryRoutes(app: ContractApp, ctx: AppContext, settings: TelemetrySettings): void {
  // A plugin scope of its own: only this route reads a text/plain body as JSON (sendBeacon's type,
  // which needs no CORS preflight); everywhere else text/plain stays refused.
  void app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser('text/plain', { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    scope.post(
      recordTelemetryEndpoint.path,
      {
        schema: contractSchema(recordTelemetryEndpoint, [204]),
        bodyLimit: TELEMETRY_MAX_BODY_BYTES,
        config: {
          // Per visitor address, counted in the database for every instance (rate-limit-store.ts), checked
          // before the body is read. The address is the counter's key only: no telemetry row holds it.
          rateLimit: { max: settings.beaconsPerVisitorPerMinute, timeWindow: 60_000 },
        },
      },
      async (request, reply) => {
        await recordTelemetryBatch(ctx.db, request.body, ctx.clock());
        return reply.status(204).send();
      },
    );
  });

  app.get(getTelemetryRollupsEndpoint.path, { schema: contractSchema(getTelemetryRollupsEndpoint) }, async (request) => {
    const { environment, app: appName, since } = request.query;
    return readTelemetryRollups(ctx.db, {
      environment,
      app: appName,
      since: since ? new Date(since) : new Date(ctx.clock().getTime() - HOUR_MS),
      limit: TELEMETRY_ROLLUPS_PAGE_MAX,
    });
  });
}
