// Release health telemetry, as the browser calls it: method and path, typed by the contracts in
// telemetry.ts through a type-only import, so a page bundles no zod (ADR 0007); routes.test.ts keeps
// each equal to its contract.
import { endpointRoute } from './endpoint';
import type { getTelemetryRollupsEndpoint, recordTelemetryEndpoint } from './telemetry';

export const recordTelemetryRoute = /* @__PURE__ */ endpointRoute<typeof recordTelemetryEndpoint>('POST', '/api/v1/telemetry');
export const getTelemetryRollupsRoute = /* @__PURE__ */ endpointRoute<typeof getTelemetryRollupsEndpoint>(
  'GET',
  '/api/v1/telemetry/rollups',
);
