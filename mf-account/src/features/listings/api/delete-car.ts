import { callEndpoint } from '@carmarket/shared';
import { deleteCarRoute } from '@carmarket/shared/api-contracts';

/** DELETE api/v1/cars/:id. */
export function deleteCar(carId: string): Promise<{ message: string }> {
  return callEndpoint(deleteCarRoute, { params: { id: carId } });
}
