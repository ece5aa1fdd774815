import { apiClient, type PackageOrder } from '@carmarket/shared';

export interface CreatePackageOrderInput {
  planId: string;
  quantity: number;
  /** Test-mode payment: omit for a captured payment, 'tok_fail' to be declined. */
  paymentToken?: string;
}

export interface CreatedPackageOrder {
  order: PackageOrder;
  payment: { id: string; provider: string; status: string; amount: number };
}

/** POST api/v1/package-orders: charges (test mode) and records the order. */
export function createPackageOrder(input: CreatePackageOrderInput): Promise<CreatedPackageOrder> {
  return apiClient.post<CreatedPackageOrder>('api/v1/package-orders', input);
}
