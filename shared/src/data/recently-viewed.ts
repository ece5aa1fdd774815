// Recently viewed cars: GET/POST/DELETE /api/v1/recently-viewed (the signed-in user's list) and
// GET /api/v1/recently-viewed/cars (the cars of a guest's device list). One query key per list for
// every app: mf-browse's carousels and mf-account's screen read the same cache entry.
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../api/api-client';
import {
  addRecentlyViewedRoute,
  clearRecentlyViewedRoute,
  getRecentlyViewedRoute,
  getViewedCarsRoute,
} from '../contracts/api/recently-viewed-routes';
import type { Car, CarViewed, RecentlyViewedCar } from '../domain/types';

/** The signed-in user's list (private: dropped from the cache at sign-out). */
export const recentlyViewedQueryKey = (userId: string) => ['recently-viewed', userId] as const;

/** GET api/v1/recently-viewed -> newest first, at most 20. */
export async function getRecentlyViewed(): Promise<RecentlyViewedCar[]> {
  const body = await callEndpoint(getRecentlyViewedRoute, {});
  return body.recentlyViewed;
}

/** POST api/v1/recently-viewed { views } -> the list after the merge. */
export async function addRecentlyViewed(views: CarViewed[]): Promise<RecentlyViewedCar[]> {
  const body = await callEndpoint(addRecentlyViewedRoute, { body: { views } });
  return body.recentlyViewed;
}

/** DELETE api/v1/recently-viewed. */
export function clearRecentlyViewed(): Promise<{ message: string }> {
  return callEndpoint(clearRecentlyViewedRoute, {});
}

/** The signed-in user's recently viewed cars; pass the user's id (queries for no user are disabled). */
export function recentlyViewedQuery(userId: string | undefined) {
  return queryOptions({
    queryKey: recentlyViewedQueryKey(userId ?? ''),
    queryFn: () => getRecentlyViewed(),
    enabled: Boolean(userId),
  });
}

/**
 * The cars of a device's list, by id (public; counts no view). Keyed by the sorted ids, so a list
 * whose order changed (a car opened again) reuses the answer; callers put it in the list's order.
 */
export function viewedCarsQuery(carIds: readonly string[]) {
  const ids = [...new Set(carIds)].sort();
  return queryOptions({
    queryKey: ['viewed-cars', ids.join(',')] as const,
    queryFn: async ({ signal }): Promise<Car[]> => {
      const body = await callEndpoint(getViewedCarsRoute, { query: { ids: ids.join(',') } }, { signal });
      return body.cars;
    },
    enabled: ids.length > 0,
  });
}
