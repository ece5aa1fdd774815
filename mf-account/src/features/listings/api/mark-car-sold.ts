import { callEndpoint, type Car } from '@carmarket/shared';
import { markCarSoldRoute } from '@carmarket/shared/api-contracts';
import { useListMutation } from '../../../lib/use-list-mutation';
import { userCarsQueryKey } from './get-user-cars';

/** POST api/v1/cars/:id/mark-sold (irreversible). */
export async function markCarSold(carId: string): Promise<Car> {
  const body = await callEndpoint(markCarSoldRoute, { params: { id: carId } });
  return body.car;
}

/** Marks one of the user's cars sold; the cached list of their cars takes the server's answer. */
export function useMarkCarSold(userId: string | undefined) {
  return useListMutation<Car, string, Car>(userCarsQueryKey(userId ?? ''), markCarSold, (list, sold) =>
    list.map((c) => (c.id === sold.id ? { ...c, ...sold, isSold: true } : c)),
  );
}
