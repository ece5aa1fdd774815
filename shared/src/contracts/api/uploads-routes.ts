// Photo uploads, as the browser calls them: method and path, typed by the contracts in uploads.ts
// through a type-only import, so a page bundles no zod (ADR 0007). One module per feature, so a
// chunk holds only the routes it calls; routes.test.ts keeps each equal to its contract.
import { endpointRoute } from './endpoint';
import type { uploadImagesEndpoint } from './uploads';

export const uploadImagesRoute = /* @__PURE__ */ endpointRoute<typeof uploadImagesEndpoint>('POST', '/api/v1/uploads');
