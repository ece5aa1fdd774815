import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type PackagePlan } from '@carmarket/shared';
import { getPackagesRoute } from '@carmarket/shared/api-contracts';

/** GET api/v1/packages -> the catalogue of spec §9. */
export async function getPackagePlans(): Promise<PackagePlan[]> {
  const body = await callEndpoint(getPackagesRoute, {});
  return body.plans;
}

export const PACKAGE_PLANS_FETCH_FAILED = 'Failed to fetch packages';

export function usePackagePlans() {
  return useQuery({ queryKey: ['package-plans'], queryFn: getPackagePlans });
}
