// GET /api/v1/cars/:id -> { car } (counts a view); 404 { message: 'Cars not found' }.
import { callEndpoint, type Car, type ServerDataLoader } from '@carmarket/shared';
import { getCarRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export async function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  const body = await callEndpoint(getCarRoute, { params: { id } }, { signal });
  return body.car;
}

/** One car's query: the page reads it, the server fetches it before rendering the page. */
export function carQuery(id: string) {
  return queryOptions({ queryKey: ['car', id], queryFn: ({ signal }) => getCar(id, signal) });
}

export function useCar(id: string | undefined) {
  return useQuery({
    ...carQuery(id ?? ''),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** /buy-car/:id on the server: the car, under the key useCar reads (an API failure is left to the page). */
export const loadCarForServer: ServerDataLoader = async ({ queryClient, url }) => {
  const id = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  if (id) await queryClient.prefetchQuery(carQuery(id));
};
