import { apiClient, type PackagePlan } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

/** GET api/v1/packages -> the catalogue of spec §9. */
export async function getPackagePlans(): Promise<PackagePlan[]> {
  const body = await apiClient.get<{ plans?: PackagePlan[] }>('api/v1/packages');
  return body.plans ?? [];
}

export function usePackagePlans() {
  return useResource('package-plans', getPackagePlans, 'Failed to fetch packages');
}
