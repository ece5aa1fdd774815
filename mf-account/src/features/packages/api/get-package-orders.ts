import { apiClient, type PackageOrder } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

/** GET api/v1/package-orders -> my orders, newest first. */
export async function getPackageOrders(): Promise<PackageOrder[]> {
  const body = await apiClient.get<{ orders?: PackageOrder[] }>('api/v1/package-orders');
  return body.orders ?? [];
}

export function usePackageOrders(userId: string | undefined) {
  return useResource(userId ? `package-orders:${userId}` : null, getPackageOrders, 'Failed to fetch your packages');
}
