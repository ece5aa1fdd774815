// Alerts and price history, as the browser calls them: method and path, typed by the contracts in
// alerts.ts through a type-only import, so a page bundles no zod (ADR 0007); routes.test.ts keeps
// each equal to its contract.
import type { getAlertsEndpoint, getCarPriceHistoryEndpoint, markAlertsReadEndpoint } from './alerts';
import { endpointRoute } from './endpoint';

export const getCarPriceHistoryRoute = /* @__PURE__ */ endpointRoute<typeof getCarPriceHistoryEndpoint>(
  'GET',
  '/api/v1/cars/:id/price-history',
);
export const getAlertsRoute = /* @__PURE__ */ endpointRoute<typeof getAlertsEndpoint>('GET', '/api/v1/alerts');
export const markAlertsReadRoute = /* @__PURE__ */ endpointRoute<typeof markAlertsReadEndpoint>('POST', '/api/v1/alerts/read');
