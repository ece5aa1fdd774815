// Enquiries, as the browser calls them: method and path, typed by the contracts in enquiries.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { createEnquiryEndpoint, deleteEnquiryEndpoint, getMyEnquiriesEndpoint, getReceivedEnquiriesEndpoint } from './enquiries';

export const createEnquiryRoute = /* @__PURE__ */ endpointRoute<typeof createEnquiryEndpoint>('POST', '/api/v1/enquiries');
export const getMyEnquiriesRoute = /* @__PURE__ */ endpointRoute<typeof getMyEnquiriesEndpoint>('GET', '/api/v1/enquiries/mine');
export const deleteEnquiryRoute = /* @__PURE__ */ endpointRoute<typeof deleteEnquiryEndpoint>('DELETE', '/api/v1/enquiries/:id');
export const getReceivedEnquiriesRoute = /* @__PURE__ */ endpointRoute<typeof getReceivedEnquiriesEndpoint>(
  'GET',
  '/api/v1/enquiries/received',
);
