import { apiClient, type PackageOrder, type PackagePaymentConfirmation } from '@carmarket/shared';

/** POST api/v1/package-orders/:id/confirm: the checkout's signed answer; the server verifies it and marks the order paid. */
export async function confirmPackageOrder(orderId: string, answer: PackagePaymentConfirmation): Promise<PackageOrder> {
  const body = await apiClient.post<{ order: PackageOrder }>(`api/v1/package-orders/${encodeURIComponent(orderId)}/confirm`, answer);
  return body.order;
}
