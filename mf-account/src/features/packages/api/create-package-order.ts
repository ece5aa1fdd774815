import { apiClient, type PackageCheckout, type PackageOrder } from '@carmarket/shared';

export interface CreatePackageOrderInput {
  planId: string;
  quantity: number;
}

export interface CreatedPackageOrder {
  /** Pending: paid only once the payment provider confirms it. */
  order: PackageOrder;
  checkout: PackageCheckout;
}

/** POST api/v1/package-orders: a pending order and the checkout that pays it (the server sets the amount). */
export function createPackageOrder(input: CreatePackageOrderInput): Promise<CreatedPackageOrder> {
  return apiClient.post<CreatedPackageOrder>('api/v1/package-orders', input);
}
