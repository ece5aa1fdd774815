import { useQuery } from '@tanstack/react-query';
import { callEndpoint, type Car } from '@carmarket/shared';
import { getUserCarsRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT } from '../../../lib/account-queries';

/** POST api/v1/car/get-user-cars { userId } -> every car of that user, sold ones included, newest first. */
export async function getUserCars(userId: string): Promise<Car[]> {
  const body = await callEndpoint(getUserCarsRoute, { body: { userId } });
  return body.cars;
}

export const userCarsQueryKey = (userId: string) => ['user-cars', userId] as const;

// My Listings is the spec's demo listings (§7): its load failure reads MESSAGES.fetchDemoCarsFailed (§8).
export function useUserCars(userId: string | undefined) {
  return useQuery({
    queryKey: userCarsQueryKey(userId ?? ''),
    queryFn: () => getUserCars(userId ?? ''),
    enabled: Boolean(userId),
    // mf-sell creates and edits these cars without knowing this key: asked again on every visit.
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}
