export { createQueryClient, QUERY_STALE_TIME_MS } from './query-client';
export {
  isFreshFromServer,
  restoreQueries,
  snapshotQueries,
  type HandedOverQuery,
  type QuerySnapshot,
  type QuerySnapshotEntry,
} from './query-snapshot';
export { getSavedCars, removeSavedCar, saveCar, savedCarsQuery, savedCarsQueryKey } from './saved-cars';
export {
  clearPrivateQueriesOnSignOut,
  isPrivateQueryKey,
  NOTIFICATION_SETTINGS_QUERY_ROOT,
  PRIVATE_QUERY_ROOTS,
  removePrivateQueries,
} from './private-queries';
export {
  addRecentlyViewed,
  clearRecentlyViewed,
  getRecentlyViewed,
  recentlyViewedQuery,
  recentlyViewedQueryKey,
  viewedCarsQuery,
} from './recently-viewed';
export {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearches,
  markSavedSearchSeen,
  savedSearchesQuery,
  savedSearchesQueryKey,
  updateSavedSearch,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchQuery,
} from './saved-searches';
export {
  alertsQueryKey,
  alertsUnreadCountAtom,
  alertsUnreadCountQueryKey,
  alertTitle,
  formatPriceChange,
  getAlerts,
  markAlertsRead,
  priceDropText,
  setAlertsUnreadCountAtom,
  type Alert,
  type AlertCar,
  type AlertKind,
  type AlertsPage,
} from './alerts';
