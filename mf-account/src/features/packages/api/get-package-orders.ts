import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type PackageOrder } from '@carmarket/shared';
import { getPackageOrdersRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT } from '../../../lib/account-queries';

/** GET api/v1/package-orders -> my orders, newest first. */
export async function getPackageOrders(): Promise<PackageOrder[]> {
  const body = await callEndpoint(getPackageOrdersRoute, {});
  return body.orders;
}

export const packageOrdersQueryKey = (userId: string) => ['package-orders', userId] as const;

export const PACKAGE_ORDERS_FETCH_FAILED = 'Failed to fetch your packages';

export function usePackageOrders(userId: string | undefined) {
  return useQuery({
    queryKey: packageOrdersQueryKey(userId ?? ''),
    queryFn: getPackageOrders,
    enabled: Boolean(userId),
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}
