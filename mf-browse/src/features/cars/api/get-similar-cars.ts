// GET /api/v1/cars/:id/similar: same body type or brand, nearest price, unsold, not itself.
import { callEndpoint, type Car } from '@carmarket/shared';
import { getSimilarCarsEndpoint } from '@carmarket/shared/api-contracts';

export async function getSimilarCars(carId: string, limit = 8, signal?: AbortSignal): Promise<Car[]> {
  const body = await callEndpoint(getSimilarCarsEndpoint, { params: { id: carId }, query: { limit } }, { signal });
  return body.cars;
}
