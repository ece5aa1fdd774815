import { callEndpoint, type PackageOrder } from '@carmarket/shared';
import { renewPackageOrderRoute } from '@carmarket/shared/api-contracts';
import { useListMutation } from '../../../lib/use-list-mutation';
import { packageOrdersQueryKey } from './get-package-orders';

/** POST api/v1/package-orders/:id/renew: validity becomes today + the plan's duration (expired orders only). */
export async function renewPackageOrder(orderId: string): Promise<PackageOrder> {
  const body = await callEndpoint(renewPackageOrderRoute, { params: { id: orderId } });
  return body.order;
}

/** Renews an order; the cached list of the user's orders takes the server's answer. */
export function useRenewPackageOrder(userId: string | undefined) {
  return useListMutation<PackageOrder, string, PackageOrder>(packageOrdersQueryKey(userId ?? ''), renewPackageOrder, (list, renewed) =>
    list.map((o) => (o.id === renewed.id ? renewed : o)),
  );
}
