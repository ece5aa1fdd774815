import { callEndpoint, type PackageOrder, type PackagePaymentConfirmation } from '@carmarket/shared';
import { confirmPackageOrderRoute } from '@carmarket/shared/api-contracts';

/** POST api/v1/package-orders/:id/confirm: the checkout's signed answer; the server verifies it and marks the order paid. */
export async function confirmPackageOrder(orderId: string, answer: PackagePaymentConfirmation): Promise<PackageOrder> {
  const body = await callEndpoint(confirmPackageOrderRoute, { params: { id: orderId }, body: answer });
  return body.order;
}
