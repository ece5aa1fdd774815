// GET /api/v1/cars/:id/price-history -> { points, lastDrop } (public; 404 for no such car). The car
// page's server loader fetches it beside the car, so the price drop is in the first HTML (no layout
// shift, no request on the first load) and the chart has its points when its chunk arrives.
import { callEndpoint, type ServerDataLoader } from '@carmarket/shared';
import { getCarPriceHistoryRoute, type CarPriceHistory } from '@carmarket/shared/api-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export function getPriceHistory(carId: string, signal?: AbortSignal): Promise<CarPriceHistory> {
  return callEndpoint(getCarPriceHistoryRoute, { params: { id: carId } }, { signal });
}

/** One car's price history (public data: handed over by the server like the car itself). */
export function priceHistoryQuery(carId: string) {
  return queryOptions({ queryKey: ['price-history', carId], queryFn: ({ signal }) => getPriceHistory(carId, signal) });
}

/** The history of the car on the page; undefined while it loads or when the API could not answer (the page shows no drop). */
export function usePriceHistory(carId: string): CarPriceHistory | undefined {
  return useQuery(priceHistoryQuery(carId)).data;
}

/** /buy-car/:id on the server: the car's price history (a failure leaves the page without it, never fails it). */
export const loadPriceHistoryForServer: ServerDataLoader = async ({ queryClient, url }) => {
  const id = decodeURIComponent(url.pathname.split('/').filter(Boolean)[1] ?? '');
  if (id) await queryClient.prefetchQuery(priceHistoryQuery(id));
};
