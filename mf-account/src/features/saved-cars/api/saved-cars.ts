// The account's view of saved cars: the shared query (savedCarsQuery from @carmarket/shared),
// the same cache entry mf-browse's hearts read and write, so a save there shows here at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountServerLoader } from '../../../lib/account-queries';
import { useListMutation } from '../../../lib/use-list-mutation';
import { removeSavedCar, saveCar, savedCarsQuery, savedCarsQueryKey, type SavedCar } from '@carmarket/shared';

export const SAVED_CARS_FETCH_FAILED = 'Failed to fetch saved cars';

export function useSavedCars(userId: string | undefined) {
  return useQuery(savedCarsQuery(userId));
}

/** Saved Cars on the server: the signed-in user's saved cars, in the entry mf-browse's hearts share. */
export const loadSavedCarsForServer: AccountServerLoader = ({ queryClient, user }) => queryClient.prefetchQuery(savedCarsQuery(user.id));

/** Removes a saved car; the shared list drops it. */
export function useRemoveSavedCar(userId: string | undefined) {
  return useListMutation<SavedCar, string, unknown>(savedCarsQueryKey(userId ?? ''), removeSavedCar, (list, _answer, carId) =>
    list.filter((s) => s.car.id !== carId),
  );
}

/** Saves a car (from My Enquiries); the shared list is asked for again the next time it is shown. */
export function useSaveCar(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedCarsQueryKey(userId ?? '') }),
  });
}
