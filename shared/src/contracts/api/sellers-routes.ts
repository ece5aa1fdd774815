// Sellers and dealers, as the browser calls them: method and path, typed by the contracts in sellers.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { getDealersEndpoint, getSellerEndpoint, reportSellerEndpoint } from './sellers';

export const getSellerRoute = /* @__PURE__ */ endpointRoute<typeof getSellerEndpoint>('GET', '/api/v1/sellers/:userId');
export const reportSellerRoute = /* @__PURE__ */ endpointRoute<typeof reportSellerEndpoint>('POST', '/api/v1/sellers/:userId/report');
export const getDealersRoute = /* @__PURE__ */ endpointRoute<typeof getDealersEndpoint>('GET', '/api/v1/dealers');
