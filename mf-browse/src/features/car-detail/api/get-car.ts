// GET /api/v1/cars/:id -> { car } (counts a view); 404 { message: 'Cars not found' }.
import { callEndpoint, type Car } from '@carmarket/shared';
import { getCarRoute } from '@carmarket/shared/api-contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

export async function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  const body = await callEndpoint(getCarRoute, { params: { id } }, { signal });
  return body.car;
}

export function useCar(id: string | undefined) {
  return useQuery({
    queryKey: ['car', id ?? ''],
    queryFn: ({ signal }) => getCar(id ?? '', signal),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
}
