// GET /api/v1/cars/:id -> { car } (counts a view); 404 { message: 'Cars not found' }.
import { callEndpoint, type Car } from '@carmarket/shared';
import { getCarEndpoint } from '@carmarket/shared/api-contracts';
import { useApiQuery } from '../../../lib/use-api-query';

export async function getCar(id: string, signal?: AbortSignal): Promise<Car> {
  const body = await callEndpoint(getCarEndpoint, { params: { id } }, { signal });
  return body.car;
}

export function useCar(id: string | undefined) {
  return useApiQuery(id ?? null, (signal) => getCar(id ?? '', signal));
}
