import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountServerLoader } from '../../../lib/account-queries';
import { callEndpoint, type PackagePlan } from '@carmarket/shared';
import { getPackagesRoute } from '@carmarket/shared/api-contracts';

/** GET api/v1/packages -> the catalogue of spec §9. */
export async function getPackagePlans(): Promise<PackagePlan[]> {
  const body = await callEndpoint(getPackagesRoute, {});
  return body.plans;
}

export const PACKAGE_PLANS_FETCH_FAILED = 'Failed to fetch packages';

export const packagePlansQuery = () => queryOptions({ queryKey: ['package-plans'], queryFn: getPackagePlans });

export function usePackagePlans() {
  return useQuery(packagePlansQuery());
}

/** Buy Packages on the server: the catalogue (the same for everyone). */
export const loadPackagePlansForServer: AccountServerLoader = ({ queryClient }) => queryClient.prefetchQuery(packagePlansQuery());
