import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountServerLoader } from '../../../lib/account-queries';
import { callEndpoint, type PackageOrder } from '@carmarket/shared';
import { getPackageOrdersRoute } from '@carmarket/shared/api-contracts';

/** GET api/v1/package-orders -> my orders, newest first. */
export async function getPackageOrders(): Promise<PackageOrder[]> {
  const body = await callEndpoint(getPackageOrdersRoute, {});
  return body.orders;
}

export const packageOrdersQueryKey = (userId: string) => ['package-orders', userId] as const;

export const PACKAGE_ORDERS_FETCH_FAILED = 'Failed to fetch your packages';

export function packageOrdersQuery(userId: string) {
  return queryOptions({ queryKey: packageOrdersQueryKey(userId), queryFn: getPackageOrders });
}

/** The shared default freshness: orders change only in this app (buy, pay, renew), which updates the cache. */
export function usePackageOrders(userId: string | undefined) {
  return useQuery({ ...packageOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** Bought Packages (and the ads balance) on the server: the signed-in user's orders. */
export const loadPackageOrdersForServer: AccountServerLoader = ({ queryClient, user }) =>
  queryClient.prefetchQuery(packageOrdersQuery(user.id));
