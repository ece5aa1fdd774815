// GET /api/v1/cars/:id — the car to edit (includes sold cars).
import { useEffect, useState } from 'react';
import { apiErrorMessage, callEndpoint, MESSAGES, type Car } from '@carmarket/shared';
import { getCarEndpoint } from '@carmarket/shared/api-contracts';

export function fetchCar(carId: string, signal?: AbortSignal): Promise<Car> {
  return callEndpoint(getCarEndpoint, { params: { id: carId } }, { signal }).then((body) => body.car);
}

export type CarQuery = { status: 'loading' } | { status: 'error'; message: string } | { status: 'success'; car: Car };

export function useCar(carId: string | null): CarQuery {
  const [query, setQuery] = useState<CarQuery>({ status: 'loading' });
  useEffect(() => {
    if (!carId) return;
    const controller = new AbortController();
    setQuery({ status: 'loading' });
    fetchCar(carId, controller.signal).then(
      (car) => setQuery({ status: 'success', car }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setQuery({ status: 'error', message: apiErrorMessage(error, MESSAGES.somethingWentWrong) });
      },
    );
    return () => controller.abort();
  }, [carId]);
  return query;
}
