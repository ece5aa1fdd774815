import { apiClient, type PackageOrder } from '@carmarket/shared';
import { useListMutation } from '../../../lib/use-list-mutation';
import { packageOrdersQueryKey } from './get-package-orders';

/** POST api/v1/package-orders/:id/renew: validity becomes today + the plan's duration (expired orders only). */
export async function renewPackageOrder(orderId: string): Promise<PackageOrder> {
  const body = await apiClient.post<{ order: PackageOrder }>(`api/v1/package-orders/${encodeURIComponent(orderId)}/renew`);
  return body.order;
}

/** Renews an order; the cached list of the user's orders takes the server's answer. */
export function useRenewPackageOrder(userId: string | undefined) {
  return useListMutation<PackageOrder, string, PackageOrder>(packageOrdersQueryKey(userId ?? ''), renewPackageOrder, (list, renewed) =>
    list.map((o) => (o.id === renewed.id ? renewed : o)),
  );
}
