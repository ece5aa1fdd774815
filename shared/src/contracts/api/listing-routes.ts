// The listing, as the browser calls them: method and path, typed by the contracts in listing.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { getCarListingEndpoint } from './listing';

export const getCarListingRoute = /* @__PURE__ */ endpointRoute<typeof getCarListingEndpoint>('GET', '/api/v1/cars');
