import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, type Car } from '@carmarket/shared';
import { userCarsQueryKey } from './get-user-cars';

/** DELETE api/v1/cars/:id. */
export function deleteCar(carId: string): Promise<{ message: string }> {
  return apiClient.delete<{ message: string }>(`api/v1/cars/${encodeURIComponent(carId)}`);
}

/** Deletes one of the user's cars; the cached list of their cars drops it. */
export function useDeleteCar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCar,
    onSuccess: (_answer, carId) =>
      queryClient.setQueryData<Car[]>(userCarsQueryKey(userId ?? ''), (list) => list?.filter((c) => c.id !== carId)),
  });
}
