// @carmarket/shared/api-contracts: one zod contract per endpoint, read by the API (validation and
// serialization) and by the browser (typed calls). A subpath, not the federated singleton's root:
// each app bundles only the contracts it calls, and `/` loads none it does not need.
export { defineEndpoint, type Endpoint, type EndpointInput, type EndpointResponse, type HttpMethod } from './endpoint';
export { callEndpointWith, ContractMismatchError, endpointPath, type CallOptions, type EndpointClient } from './call-endpoint';
export { MAX_NUMBER_DIGITS, decimalInput, wholeNumberInput } from './number-input';
export {
  CAR_MESSAGES,
  CAR_RULES,
  carAddressSchema,
  carIdParamsSchema,
  carImageRefSchema,
  carImageSchema,
  carInputSchema,
  carSchema,
  carUserSchema,
  createUpdateCarEndpoint,
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
  type CarInput,
  type CarUser,
  type ParsedCarInput,
} from './cars';
