// The shell's own calls (home stats, locations, contact), as the browser calls them: method and
// path, typed by the contracts in site.ts through a type-only import, so a page bundles no zod
// (ADR 0007). One module per feature, so a chunk holds only the routes it calls; routes.test.ts
// keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { getHomeStatsEndpoint, getLocationsEndpoint, submitContactEndpoint } from './site';

export const getHomeStatsRoute = /* @__PURE__ */ endpointRoute<typeof getHomeStatsEndpoint>('GET', '/api/v1/stats/home');
export const getLocationsRoute = /* @__PURE__ */ endpointRoute<typeof getLocationsEndpoint>('GET', '/api/v1/locations');
export const submitContactRoute = /* @__PURE__ */ endpointRoute<typeof submitContactEndpoint>('POST', '/api/contact');
