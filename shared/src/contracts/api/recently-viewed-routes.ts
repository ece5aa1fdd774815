// Recently viewed cars, as the browser calls them: method and path, typed by the contracts in
// recently-viewed.ts through a type-only import, so a page bundles no zod (ADR 0007);
// routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type {
  addRecentlyViewedEndpoint,
  clearRecentlyViewedEndpoint,
  getRecentlyViewedEndpoint,
  getViewedCarsEndpoint,
} from './recently-viewed';

export const getRecentlyViewedRoute = /* @__PURE__ */ endpointRoute<typeof getRecentlyViewedEndpoint>('GET', '/api/v1/recently-viewed');
export const addRecentlyViewedRoute = /* @__PURE__ */ endpointRoute<typeof addRecentlyViewedEndpoint>('POST', '/api/v1/recently-viewed');
export const clearRecentlyViewedRoute = /* @__PURE__ */ endpointRoute<typeof clearRecentlyViewedEndpoint>(
  'DELETE',
  '/api/v1/recently-viewed',
);
export const getViewedCarsRoute = /* @__PURE__ */ endpointRoute<typeof getViewedCarsEndpoint>('GET', '/api/v1/recently-viewed/cars');
