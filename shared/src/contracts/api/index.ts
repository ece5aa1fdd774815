// @carmarket/shared/api-contracts: one zod contract per endpoint, read by the API (validation and
// serialization) and by the browser (typed calls). A subpath, not the federated singleton's root:
// each app bundles only the contracts it calls, and `/` loads none it does not need.
export {
  defineEndpoint,
  endpointRoute,
  type EndpointRoute,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
} from './endpoint';
export { callEndpointWith, ContractMismatchError, endpointPath, type CallOptions, type EndpointClient } from './call-endpoint';
export { MAX_NUMBER_DIGITS, decimalInput, wholeNumberInput } from './number-input';
export { CAR_MESSAGES, CAR_RULES } from './car-rules';
export { createUpdateCarRoute, deleteCarRoute, getCarRoute, getSimilarCarsRoute, getUserCarsRoute, markCarSoldRoute } from './car-routes';
export { carImageRefSchema, carInputSchema, createUpdateCarEndpoint, type CarInput, type ParsedCarInput } from './car-input';
export {
  carAddressSchema,
  carIdParamsSchema,
  carImageSchema,
  carSchema,
  carUserSchema,
  deleteCarEndpoint,
  getCarEndpoint,
  getSimilarCarsEndpoint,
  getUserCarsEndpoint,
  markCarSoldEndpoint,
  similarCarsQuerySchema,
  userIdBodySchema,
  type Car,
  type CarAddress,
  type CarImage,
  type CarUser,
} from './cars';
