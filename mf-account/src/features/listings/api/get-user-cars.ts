import { callEndpoint, MESSAGES, type Car } from '@carmarket/shared';
import { getUserCarsEndpoint } from '@carmarket/shared/api-contracts';
import { useResource } from '../../../lib/use-resource';

/** POST api/v1/car/get-user-cars { userId } -> every car of that user, sold ones included, newest first. */
export async function getUserCars(userId: string): Promise<Car[]> {
  const body = await callEndpoint(getUserCarsEndpoint, { body: { userId } });
  return body.cars;
}

// My Listings is the spec's demo listings (§7): its load failure reads 'Failed to fetch demo cars' (§8).
export function useUserCars(userId: string | undefined) {
  return useResource(userId ? `user-cars:${userId}` : null, () => getUserCars(userId ?? ''), MESSAGES.fetchDemoCarsFailed);
}
