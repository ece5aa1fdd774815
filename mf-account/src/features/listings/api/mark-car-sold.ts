import { apiClient, type Car } from '@carmarket/shared';

/** POST api/v1/cars/:id/mark-sold (irreversible). */
export async function markCarSold(carId: string): Promise<Car> {
  const body = await apiClient.post<{ car: Car }>(`api/v1/cars/${encodeURIComponent(carId)}/mark-sold`);
  return body.car;
}
