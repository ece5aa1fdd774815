// Which cars each carousel shows, from the paginated listing (car/getAll pages by listing time only,
// at most 100 cars a call). Featured = most viewed; Recent = newest listings first (createdAt);
// Similar = the API's similar-cars call for one car; Recently viewed = the visitor's own list
// (recently-viewed/api), read in the browser only.
import type { Car, CarCarouselVariant, ServerDataLoader } from '@carmarket/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCarListing } from '../../cars/api/get-car-listing';
import { getSimilarCars } from '../../cars/api/get-similar-cars';
import { useRecentlyViewedCars } from '../../recently-viewed/api/get-recently-viewed-cars';

export const CAROUSEL_SIZE = 12;

export async function getCarouselCars(variant: CarCarouselVariant, carId: string | undefined, signal?: AbortSignal): Promise<Car[]> {
  if (variant === 'similar') return carId ? getSimilarCars(carId, 8, signal) : [];
  if (variant === 'recently-viewed') return [];
  const sort = variant === 'featured' ? 'popularity' : 'listedNewToOld';
  const page = await getCarListing({ sort, pageSize: CAROUSEL_SIZE }, signal);
  return page.cars;
}

/** One carousel's cars: the key and the call the page and the shell's server share. */
export function carouselQuery(variant: CarCarouselVariant, carId: string | undefined) {
  return queryOptions({
    queryKey: ['car-carousel', variant, carId ?? ''],
    queryFn: ({ signal }) => getCarouselCars(variant, carId, signal),
  });
}

export function useCarouselCars(variant: CarCarouselVariant, carId: string | undefined) {
  const recentlyViewed = variant === 'recently-viewed';
  const listed = useQuery({ ...carouselQuery(variant, carId), placeholderData: keepPreviousData, enabled: !recentlyViewed });
  const viewed = useRecentlyViewedCars(carId, recentlyViewed);
  return recentlyViewed ? viewed : listed;
}

/** The home page on the shell's server: both of its carousels' cars, so they render with the page. */
export const loadHomeCarouselsForServer: ServerDataLoader = async ({ queryClient }) => {
  await Promise.all((['featured', 'recent'] as const).map((variant) => queryClient.prefetchQuery(carouselQuery(variant, undefined))));
};
