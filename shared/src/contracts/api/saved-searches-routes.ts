// Saved searches, as the browser calls them: method and path, typed by the contracts in
// saved-searches.ts through a type-only import, so a page bundles no zod (ADR 0007);
// routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type {
  createSavedSearchEndpoint,
  deleteSavedSearchEndpoint,
  getSavedSearchesEndpoint,
  markSavedSearchSeenEndpoint,
  updateSavedSearchEndpoint,
} from './saved-searches';

export const getSavedSearchesRoute = /* @__PURE__ */ endpointRoute<typeof getSavedSearchesEndpoint>('GET', '/api/v1/saved-searches');
export const createSavedSearchRoute = /* @__PURE__ */ endpointRoute<typeof createSavedSearchEndpoint>('POST', '/api/v1/saved-searches');
export const updateSavedSearchRoute = /* @__PURE__ */ endpointRoute<typeof updateSavedSearchEndpoint>('PUT', '/api/v1/saved-searches/:id');
export const deleteSavedSearchRoute = /* @__PURE__ */ endpointRoute<typeof deleteSavedSearchEndpoint>(
  'DELETE',
  '/api/v1/saved-searches/:id',
);
export const markSavedSearchSeenRoute = /* @__PURE__ */ endpointRoute<typeof markSavedSearchSeenEndpoint>(
  'POST',
  '/api/v1/saved-searches/:id/seen',
);
