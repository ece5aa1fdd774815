import { apiClient } from '@carmarket/shared';

/** DELETE api/v1/saved-cars/:carId. */
export function removeSavedCar(carId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`api/v1/saved-cars/${encodeURIComponent(carId)}`);
}
