import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type PackageOrder } from '@carmarket/shared';
import { getPackageOrdersRoute } from '@carmarket/shared/api-contracts';

/** GET api/v1/package-orders -> my orders, newest first. */
export async function getPackageOrders(): Promise<PackageOrder[]> {
  const body = await callEndpoint(getPackageOrdersRoute, {});
  return body.orders;
}

export const packageOrdersQueryKey = (userId: string) => ['package-orders', userId] as const;

export const PACKAGE_ORDERS_FETCH_FAILED = 'Failed to fetch your packages';

/** The shared default freshness: orders change only in this app (buy, pay, renew), which updates the cache. */
export function usePackageOrders(userId: string | undefined) {
  return useQuery({
    queryKey: packageOrdersQueryKey(userId ?? ''),
    queryFn: getPackageOrders,
    enabled: Boolean(userId),
  });
}
