// Saved cars, as the browser calls them: method and path, typed by the contracts in saved-cars.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { getSavedCarsEndpoint, removeSavedCarEndpoint, saveCarEndpoint } from './saved-cars';

export const getSavedCarsRoute = /* @__PURE__ */ endpointRoute<typeof getSavedCarsEndpoint>('GET', '/api/v1/saved-cars');
export const saveCarRoute = /* @__PURE__ */ endpointRoute<typeof saveCarEndpoint>('POST', '/api/v1/saved-cars');
export const removeSavedCarRoute = /* @__PURE__ */ endpointRoute<typeof removeSavedCarEndpoint>('DELETE', '/api/v1/saved-cars/:carId');
