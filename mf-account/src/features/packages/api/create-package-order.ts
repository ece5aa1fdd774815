import { callEndpoint } from '@carmarket/shared';
import {
  createPackageOrderRoute,
  type EndpointResponse,
  type PackageOrderInput,
  type createPackageOrderEndpoint,
} from '@carmarket/shared/api-contracts';

export type CreatePackageOrderInput = PackageOrderInput;

/** The order (pending: paid only once the payment provider confirms it) and its checkout. */
export type CreatedPackageOrder = EndpointResponse<typeof createPackageOrderEndpoint>;

/** POST api/v1/package-orders: a pending order and the checkout that pays it (the server sets the amount). */
export function createPackageOrder(input: CreatePackageOrderInput): Promise<CreatedPackageOrder> {
  return callEndpoint(createPackageOrderRoute, { body: input });
}
