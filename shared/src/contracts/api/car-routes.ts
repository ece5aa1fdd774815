// The car endpoints as the browser calls them: method and path, typed by the contracts through
// type-only imports, so the pages that call them bundle no zod (car-routes.test.ts keeps each one
// equal to its contract).
import type { createUpdateCarEndpoint } from './car-input';
import type { deleteCarEndpoint, getCarEndpoint, getSimilarCarsEndpoint, getUserCarsEndpoint, markCarSoldEndpoint } from './cars';
import { endpointRoute } from './endpoint';

export const getCarRoute = /* @__PURE__ */ endpointRoute<typeof getCarEndpoint>('GET', '/api/v1/cars/:id');
export const getSimilarCarsRoute = /* @__PURE__ */ endpointRoute<typeof getSimilarCarsEndpoint>('GET', '/api/v1/cars/:id/similar');
export const getUserCarsRoute = /* @__PURE__ */ endpointRoute<typeof getUserCarsEndpoint>('POST', '/api/v1/car/get-user-cars');
export const createUpdateCarRoute = /* @__PURE__ */ endpointRoute<typeof createUpdateCarEndpoint>('POST', '/api/v1/car/create-update');
export const markCarSoldRoute = /* @__PURE__ */ endpointRoute<typeof markCarSoldEndpoint>('POST', '/api/v1/cars/:id/mark-sold');
export const deleteCarRoute = /* @__PURE__ */ endpointRoute<typeof deleteCarEndpoint>('DELETE', '/api/v1/cars/:id');
