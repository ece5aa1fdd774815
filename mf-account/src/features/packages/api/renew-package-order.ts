import { apiClient, type PackageOrder } from '@carmarket/shared';

/** POST api/v1/package-orders/:id/renew: validity becomes today + the plan's duration (expired orders only). */
export async function renewPackageOrder(orderId: string): Promise<PackageOrder> {
  const body = await apiClient.post<{ order: PackageOrder }>(`api/v1/package-orders/${encodeURIComponent(orderId)}/renew`);
  return body.order;
}
