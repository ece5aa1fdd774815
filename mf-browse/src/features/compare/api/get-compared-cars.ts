// The compared cars: GET /api/v1/cars/:id for each id, under the car page's own query key (a car
// opened from the comparison shows at once), fetched by the shell's server before it renders
// /compare?ids=... . A 404 is a car deleted or never listed; the page says so in its column.
import { useQuery } from '@tanstack/react-query';
import type { ServerDataLoader } from '@carmarket/shared';
import { carQuery } from '../../car-detail/api/get-car';
import { COMPARE_LIMIT, parseCompareIds } from '../compare-ids';

function useComparedCar(id: string | undefined) {
  return useQuery({ ...carQuery(id ?? ''), enabled: id !== undefined });
}

/**
 * One query per compared id, in order. Always COMPARE_LIMIT hooks (a slot without an id is disabled):
 * the platform's shared react-query surface has no useQueries, which every page would download.
 */
export function useComparedCars(ids: readonly string[]) {
  const first = useComparedCar(ids[0]);
  const second = useComparedCar(ids[1]);
  const third = useComparedCar(ids[2]);
  return [first, second, third].slice(0, Math.min(ids.length, COMPARE_LIMIT));
}

export type ComparedCarResult = ReturnType<typeof useComparedCar>;

/** /compare on the server: each car of the URL, in parallel (an API failure is left to the page). */
export const loadComparedCarsForServer: ServerDataLoader = async ({ queryClient, url }) => {
  const { ids } = parseCompareIds(url.searchParams);
  await Promise.all(ids.map((id) => queryClient.prefetchQuery(carQuery(id))));
};
