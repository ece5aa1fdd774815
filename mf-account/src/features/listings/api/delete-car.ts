import { callEndpoint } from '@carmarket/shared';
import { deleteCarEndpoint } from '@carmarket/shared/api-contracts';

/** DELETE api/v1/cars/:id. */
export function deleteCar(carId: string): Promise<{ message: string }> {
  return callEndpoint(deleteCarEndpoint, { params: { id: carId } });
}
