import { useQuery } from '@tanstack/react-query';
import { apiClient, type PackagePlan } from '@carmarket/shared';

/** GET api/v1/packages -> the catalogue of spec §9. */
export async function getPackagePlans(): Promise<PackagePlan[]> {
  const body = await apiClient.get<{ plans?: PackagePlan[] }>('api/v1/packages');
  return body.plans ?? [];
}

export const PACKAGE_PLANS_FETCH_FAILED = 'Failed to fetch packages';

export function usePackagePlans() {
  return useQuery({ queryKey: ['package-plans'], queryFn: getPackagePlans });
}
