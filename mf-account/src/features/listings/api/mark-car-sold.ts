import { callEndpoint, type Car } from '@carmarket/shared';
import { markCarSoldEndpoint } from '@carmarket/shared/api-contracts';

/** POST api/v1/cars/:id/mark-sold (irreversible). */
export async function markCarSold(carId: string): Promise<Car> {
  const body = await callEndpoint(markCarSoldEndpoint, { params: { id: carId } });
  return body.car;
}
