import { callEndpoint, type Car } from '@carmarket/shared';
import { deleteCarRoute } from '@carmarket/shared/api-contracts';
import { useListMutation } from '../../../lib/use-list-mutation';
import { userCarsQueryKey } from './get-user-cars';

/** DELETE api/v1/cars/:id. */
export function deleteCar(carId: string): Promise<{ message: string }> {
  return callEndpoint(deleteCarRoute, { params: { id: carId } });
}

/** Deletes one of the user's cars; the cached list of their cars drops it. */
export function useDeleteCar(userId: string | undefined) {
  return useListMutation<Car, string, unknown>(userCarsQueryKey(userId ?? ''), deleteCar, (list, _answer, carId) =>
    list.filter((c) => c.id !== carId),
  );
}
