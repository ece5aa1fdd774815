export { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
export { getSavedCars, removeSavedCar, saveCar, savedCarsQuery, savedCarsQueryKey } from './saved-cars';
export { clearPrivateQueriesOnSignOut, isPrivateQueryKey, PRIVATE_QUERY_ROOTS, removePrivateQueries } from './private-queries';
