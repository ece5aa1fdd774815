// The visitor's recently viewed cars, newest first, for the 'recently-viewed' carousel: a signed-in
// user's from their account (the query mf-account's screen shares), a guest's from the device list
// with the cars read from the API. Nothing on the server or while hydrating (the server knows no
// device list): the carousel appears one render later, never as a hydration mismatch.
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Car, recentlyViewedQuery, useDeviceRecentlyViewed, useIsClient, useSessionUser, viewedCarsQuery } from '@carmarket/shared';

export interface RecentlyViewedCars {
  data: Car[] | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** `cars` in the order of `carIds` (the device list's), leaving out ids the API no longer has. */
export function inListOrder(carIds: readonly string[], cars: readonly Car[]): Car[] {
  const byId = new Map(cars.map((car) => [car.id, car]));
  return carIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The recently viewed cars but `excludeCarId` (the car page being shown). `enabled` false asks
 * nothing (the hook of a carousel of another kind).
 */
export function useRecentlyViewedCars(excludeCarId: string | undefined, enabled = true): RecentlyViewedCars {
  const isClient = useIsClient();
  const user = useSessionUser();
  const device = useDeviceRecentlyViewed();
  // The car being shown is left out before asking: a first car page asks nothing.
  const deviceIds = useMemo(() => device.map((entry) => entry.carId).filter((id) => id !== excludeCarId), [device, excludeCarId]);
  const account = useQuery({ ...recentlyViewedQuery(user?.id), enabled: enabled && isClient && Boolean(user) });
  const guest = useQuery({
    ...viewedCarsQuery(deviceIds),
    enabled: enabled && isClient && !user && deviceIds.length > 0,
    placeholderData: keepPreviousData,
  });
  const source = user ? account : guest;

  const data = useMemo(() => {
    if (!enabled || !isClient) return undefined;
    if (user) return account.data?.map((entry) => entry.car);
    if (deviceIds.length === 0) return [];
    return guest.data && inListOrder(deviceIds, guest.data);
  }, [enabled, isClient, user, account.data, deviceIds, guest.data]);
  const shown = useMemo(() => data?.filter((car) => car.id !== excludeCarId), [data, excludeCarId]);

  return { data: shown, error: enabled ? source.error : null, isFetching: enabled && source.isFetching, refetch: source.refetch };
}
