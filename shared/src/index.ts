// Public surface of @carmarket/shared, the federated singleton every app shares and every page
// loads whole (a shared module is not tree-shaken). '@carmarket/shared/domain' (domain/index.ts)
// module by module, without what only pages other than / read: the listing query's zod schema and
// URL parsers ('@carmarket/shared/listing-query'), the brands' models and variants, the places'
// localities, the package catalogue and the listing's sort and range rules (pure code, imported
// from '@carmarket/shared/domain' and bundled by the chunks that use it), and shareLink
// ('@carmarket/shared/share-link').
export * from './domain/types';
export * from './domain/brand-names';
export * from './domain/locations';
export * from './domain/options';
export * from './domain/auth';
export * from './domain/user-type-label';
export * from './domain/format';
export * from './listing/listing-model';
export type { ListingQuery, ListingQueryInput } from './listing/listing-query';
export { appStore, atom, createAppStore, Provider, useAtom, useAtomValue, useSetAtom, useStore } from './store/app-store';
export type { AppStore, Atom, PrimitiveAtom, WritableAtom } from './store/app-store';
export {
  sessionAtom,
  sessionUserAtom,
  sessionTokenAtom,
  isSignedInAtom,
  loginAtom,
  logoutAtom,
  updateSessionUserAtom,
  syncSessionFromStorageAtom,
  restoreServerSessionAtom,
} from './session/session-atoms';
export { serverSessionMarker, shareSessionWithServer, syncServerSession, type ServerSessionMarker } from './session/session-cookie';
export { useIsSignedIn, useSessionStatus, useSessionUser, type SessionStatus } from './session/use-session';
export { readRenderedVisitor, renderedVisitorTag, type RenderedVisitor } from './session/rendered-visitor';
export { browserStorage, readStorageItem, writeStorageItem } from './platform/browser-storage';
export { readStoredSession, TOKEN_KEY, USER_KEY, USER_ID_KEY, type StoredSession } from './session/session-storage';
export type { SessionUser } from './session/session-types';
export {
  selectedCityAtom,
  currentLocationAtom,
  selectCityAtom,
  restoreServerCityAtom,
  useSelectedCity,
  useCurrentLocation,
  cityFromCookieHeader,
  cityCookie,
  validCity,
  SELECTED_CITY_COOKIE,
  availableLocationsAtom,
  cityOfLocation,
  FALLBACK_CITY,
  SELECTED_CITY_KEY,
  LOCATION_MODAL_CLOSED_KEY,
  LOCATION_MODAL_SESSION_KEY,
} from './location/location-atoms';
export {
  apiClient,
  callEndpoint,
  ApiError,
  apiErrorMessage,
  apiUrl,
  authorizationHeader,
  configureApi,
  configureRequestHeaders,
  getApiBaseUrl,
  isNetworkFailure,
  preloadApiClient,
  serverMessageOf,
  toApiError,
  DEFAULT_API_BASE_URL,
} from './api/api-client';
export { requestSignIn, signInRequestAtom, finishSignInRequestAtom, type SignInRequest } from './auth-prompt/sign-in-request';
export { theme, type AppTheme } from './ui/theme';
export { GlobalStyle } from './ui/global-style';
export { Button, VisuallyHidden, ErrorText, type ButtonVariant } from './ui/button';
export { Modal, Sheet, type ModalProps, type SheetProps } from './ui/modal';
export { SelectOptions, type SelectOptionItem } from './ui/select-options';
export { lockBodyScroll, useBodyScrollLock } from './ui/body-scroll-lock';
export { useFocusTrap } from './ui/use-focus-trap';
export { AppProviders, type AppProvidersProps } from './platform/app-providers';
export {
  clearPrivateQueriesOnSignOut,
  isPrivateQueryKey,
  NOTIFICATION_SETTINGS_QUERY_ROOT,
  PRIVATE_QUERY_ROOTS,
  removePrivateQueries,
  createQueryClient,
  getSavedCars,
  QUERY_STALE_TIME_MS,
  removeSavedCar,
  isFreshFromServer,
  restoreQueries,
  saveCar,
  savedCarsQuery,
  savedCarsQueryKey,
  snapshotQueries,
  type HandedOverQuery,
  type QuerySnapshot,
  type QuerySnapshotEntry,
} from './data';
export {
  addRecentlyViewed,
  clearRecentlyViewed,
  getRecentlyViewed,
  recentlyViewedQuery,
  recentlyViewedQueryKey,
  viewedCarsQuery,
} from './data';
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
} from './data';
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
} from './data';
export {
  deviceRecentlyViewedAtom,
  recordDeviceViewAtom,
  keepDeviceViewsAtom,
  clearDeviceRecentlyViewedAtom,
  useDeviceRecentlyViewed,
} from './recently-viewed/recently-viewed-atoms';
export {
  mergeRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_LIMIT,
  type RecentlyViewedEntry,
} from './recently-viewed/recently-viewed-list';
export { RECENTLY_VIEWED_KEY } from './recently-viewed/recently-viewed-storage';
export { useHasRecentlyViewed } from './recently-viewed/use-has-recently-viewed';
export { mergeDeviceViewsOnSignIn, moveDeviceViewsToAccount } from './recently-viewed/merge-device-views';
export { useDocumentTitle, SITE_NAME } from './platform/use-document-title';
export { PageHead, type PageHeadProps } from './seo/page-head';
// The browser's share of the SEO helpers every page needs; a car page's texts and JSON-LD and the
// sitemap files are in '@carmarket/shared/seo' (bundled where used, not in the start-up chunk).
// Site config is module state: apps read it through this singleton entry, never through the subpath.
export { configureSite, absoluteUrl, getPublicOrigin } from './seo/site';
export { landingPageOfSlug, landingLinkText, POPULAR_SEARCHES, type LandingPage } from './seo/landing-pages';
export { listingHeadTexts } from './seo/head-texts';
export { useMediaQuery } from './platform/use-media-query';
export { useIsClient } from './platform/use-is-client';
export { HydrateWhenVisible, type HydrateWhenVisibleProps } from './platform/hydrate-when-visible';
export { whenIdle, type WhenIdleOptions } from './platform/when-idle';
export type {
  RemoteContracts,
  RemoteName,
  ExposedModuleName,
  ExposedComponent,
  ExposedModule,
  ServerDataContext,
  ServerDataLoader,
  CarCarouselProps,
  BuyCarPageProps,
  CarCarouselVariant,
  AuthModalsProps,
} from './contracts/remote-contracts';
export { StandaloneFrame } from './platform/standalone-frame';
export { ACCOUNT_LINKS, isAccountLinkCurrent, type AccountLink } from './contracts/account-links';
export { SELL_CONFIRMATION_KEY, type SellConfirmation } from './contracts/sell-confirmation';
export { SELL_EDIT_PARAM, sellEditHref } from './contracts/sell-edit-link';
