// GET /api/v1/cars/:id/similar: same body type or brand, nearest price, unsold, not itself.
import { apiClient, type Car } from '@carmarket/shared';

export async function getSimilarCars(carId: string, limit = 8, signal?: AbortSignal): Promise<Car[]> {
  const body = await apiClient.get<{ cars: Car[] }>(`api/v1/cars/${encodeURIComponent(carId)}/similar?limit=${limit}`, { signal });
  return body.cars;
}
