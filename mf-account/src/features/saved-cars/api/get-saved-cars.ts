import { apiClient, type SavedCar } from '@carmarket/shared';
import { useResource } from '../../../lib/use-resource';

/** GET api/v1/saved-cars -> newest saved first. */
export async function getSavedCars(): Promise<SavedCar[]> {
  const body = await apiClient.get<{ savedCars?: SavedCar[] }>('api/v1/saved-cars');
  return body.savedCars ?? [];
}

export function useSavedCars(userId: string | undefined) {
  return useResource(userId ? `saved:${userId}` : null, getSavedCars, 'Failed to fetch saved cars');
}
