export { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
export { getSavedCars, removeSavedCar, saveCar, savedCarsQuery, savedCarsQueryKey } from './saved-cars';
