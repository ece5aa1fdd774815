import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, type Car } from '@carmarket/shared';
import { getUserCarsRoute } from '@carmarket/shared/api-contracts';
import { REVALIDATE_ON_EVERY_VISIT, type AccountServerLoader } from '../../../lib/account-queries';

/** POST api/v1/car/get-user-cars { userId } -> every car of that user, sold ones included, newest first. */
export async function getUserCars(userId: string): Promise<Car[]> {
  const body = await callEndpoint(getUserCarsRoute, { body: { userId } });
  return body.cars;
}

export const userCarsQueryKey = (userId: string) => ['user-cars', userId] as const;

/** The user's cars: My Listings and the ads balance read it, the shell's server fetches it first. */
export function userCarsQuery(userId: string) {
  return queryOptions({
    queryKey: userCarsQueryKey(userId),
    queryFn: () => getUserCars(userId),
    // mf-sell creates and edits these cars without knowing this key: asked again on every visit.
    ...REVALIDATE_ON_EVERY_VISIT,
  });
}

// My Listings is the spec's demo listings (§7): its load failure reads MESSAGES.fetchDemoCarsFailed (§8).
export function useUserCars(userId: string | undefined) {
  return useQuery({ ...userCarsQuery(userId ?? ''), enabled: Boolean(userId) });
}

/** My Listings (and the ads balance) on the server: the signed-in user's cars. */
export const loadUserCarsForServer: AccountServerLoader = ({ queryClient, user }) => queryClient.prefetchQuery(userCarsQuery(user.id));
