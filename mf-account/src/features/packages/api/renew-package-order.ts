import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type PackageOrder } from '@carmarket/shared';
import { packageOrdersQueryKey } from './get-package-orders';

/** POST api/v1/package-orders/:id/renew: validity becomes today + the plan's duration (expired orders only). */
export async function renewPackageOrder(orderId: string): Promise<PackageOrder> {
  const body = await apiClient.post<{ order: PackageOrder }>(`api/v1/package-orders/${encodeURIComponent(orderId)}/renew`);
  return body.order;
}

/** Renews an order; the cached list of the user's orders takes the server's answer. */
export function useRenewPackageOrder(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewPackageOrder,
    onSuccess: (renewed) =>
      queryClient.setQueryData<PackageOrder[]>(packageOrdersQueryKey(userId ?? ''), (list) =>
        list?.map((o) => (o.id === renewed.id ? renewed : o)),
      ),
  });
}
