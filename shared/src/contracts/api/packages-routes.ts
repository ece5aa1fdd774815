// Packages, as the browser calls them: method and path, typed by the contracts in packages.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type {
  confirmPackageOrderEndpoint,
  createPackageOrderEndpoint,
  getPackageInvoiceEndpoint,
  getPackageOrdersEndpoint,
  getPackagesEndpoint,
  payTestOrderEndpoint,
  renewPackageOrderEndpoint,
} from './packages';

export const getPackagesRoute = /* @__PURE__ */ endpointRoute<typeof getPackagesEndpoint>('GET', '/api/v1/packages');
export const createPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof createPackageOrderEndpoint>('POST', '/api/v1/package-orders');
export const confirmPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof confirmPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders/:id/confirm',
);
export const getPackageOrdersRoute = /* @__PURE__ */ endpointRoute<typeof getPackageOrdersEndpoint>('GET', '/api/v1/package-orders');
export const renewPackageOrderRoute = /* @__PURE__ */ endpointRoute<typeof renewPackageOrderEndpoint>(
  'POST',
  '/api/v1/package-orders/:id/renew',
);
export const getPackageInvoiceRoute = /* @__PURE__ */ endpointRoute<typeof getPackageInvoiceEndpoint>(
  'GET',
  '/api/v1/package-orders/:id/invoice',
);
export const payTestOrderRoute = /* @__PURE__ */ endpointRoute<typeof payTestOrderEndpoint>(
  'POST',
  '/api/v1/dev/payments/:providerOrderId',
);
