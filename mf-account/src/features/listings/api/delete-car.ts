import { apiClient } from '@carmarket/shared';

/** DELETE api/v1/cars/:id. */
export function deleteCar(carId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`api/v1/cars/${encodeURIComponent(carId)}`);
}
