// Release health decisions, as the browser calls them: method and path, typed by the contract in
// release-health.ts through a type-only import, so a page bundles no zod (ADR 0007); routes.test.ts
// keeps it equal to its contract.
import { endpointRoute } from './endpoint';
import type { getReleaseDecisionsEndpoint } from './release-health';

export const getReleaseDecisionsRoute = /* @__PURE__ */ endpointRoute<typeof getReleaseDecisionsEndpoint>(
  'GET',
  '/api/v1/telemetry/decisions',
);
