// Saved cars: GET/POST/DELETE /api/v1/saved-cars. One query key for every app: mf-browse's hearts
// and mf-account's Saved Cars screen read the same cache entry, and a save or a removal anywhere
// invalidates it, so the other screen shows the change without a reload.
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';
import { getSavedCarsRoute, removeSavedCarRoute, saveCarRoute } from '../contracts/api/saved-cars-routes';
import type { SavedCar } from '../domain/types';

/** Query keys are plain data (serialisable for a server's dehydrate, issue 15). */
export const savedCarsQueryKey = (userId: string) => ['saved-cars', userId] as const;

/** GET api/v1/saved-cars -> newest saved first. */
export async function getSavedCars(): Promise<SavedCar[]> {
  const body = await callEndpoint(getSavedCarsRoute, {});
  return body.savedCars;
}

/** POST api/v1/saved-cars { carId } (idempotent: 200 with the existing entry). */
export async function saveCar(carId: string): Promise<SavedCar> {
  const body = await callEndpoint(saveCarRoute, { body: { carId } });
  return body.savedCar;
}

/** DELETE api/v1/saved-cars/:carId. */
export function removeSavedCar(carId: string): Promise<{ message: string }> {
  return callEndpoint(removeSavedCarRoute, { params: { carId } });
}

/** The signed-in user's saved cars; pass the user's id (queries for no user are disabled). */
export function savedCarsQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: savedCarsQueryKey(userId ?? ''),
    queryFn: () => getSavedCars(),
    enabled: Boolean(userId),
  });
}
