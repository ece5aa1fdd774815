import { useQuery } from '@tanstack/react-query';
import { apiClient, type PackageOrder } from '@carmarket/shared';
import { REVALIDATE_ON_EVERY_VISIT } from '../../../lib/account-queries';

/** GET api/v1/package-orders -> my orders, newest first. */
export async function getPackageOrders(): Promise<PackageOrder[]> {
  const body = await apiClient.get<{ orders?: PackageOrder[] }>('api/v1/package-orders');
  return body.orders ?? [];
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
